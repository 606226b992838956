import { festivalMessages } from "~/domain/festival-calendar";

// The festival calendar: a month's page, its title and description, its structured data.
export default festivalMessages;
