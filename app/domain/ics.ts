// A calendar file (iCalendar, RFC 5545) of all-day events, or events at their hours: what the
// festival and eclipse pages offer to download. Text is escaped and lines folded as the standard asks, so calendar
// applications read names with commas, semicolons or Indian scripts intact.
import { addDays } from "~/clock/india-clock";

export type CalendarEvent = {
  /** globally unique and the same on every download, so a second import updates, not duplicates */
  uid: string;
  summary: string;
  /** 'YYYY-MM-DD', the first day */
  start: string;
  /** 'YYYY-MM-DD', the last day (inclusive); the file's DTEND is the day after */
  end: string;
  description: string;
  location?: string;
  url?: string;
  /** when the event was last changed */
  lastModified: Date;
  /** Its moments, for an event of hours rather than whole days (an eclipse from its sutak). */
  times?: { start: number; end: number };
};

/** TEXT values: backslash, semicolon and comma are escaped, line breaks become \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets go on as continuation lines, never splitting a character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function icsDate(isoDate: string): string {
  return isoDate.replace(/-/g, "");
}

function icsTimestamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * The whole file, lines ending in CRLF; `created` is when the file is made (DTSTAMP, as METHOD is
 * given). RFC 5545 wants at least one event in it: a caller with none answers otherwise.
 */
export function calendarFile(calendar: { name: string; productId: string; created: Date; events: CalendarEvent[] }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${calendar.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeIcsText(calendar.name)}`,
    "X-WR-TIMEZONE:Asia/Kolkata",
  ];
  for (const event of calendar.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${icsTimestamp(calendar.created)}`,
      `LAST-MODIFIED:${icsTimestamp(event.lastModified)}`,
      ...(event.times
        ? [`DTSTART:${icsTimestamp(new Date(event.times.start))}`, `DTEND:${icsTimestamp(new Date(event.times.end))}`]
        : [`DTSTART;VALUE=DATE:${icsDate(event.start)}`, `DTEND;VALUE=DATE:${icsDate(addDays(event.end, 1))}`]),
      `SUMMARY:${escapeIcsText(event.summary)}`,
      `DESCRIPTION:${escapeIcsText(event.description)}`,
      ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      // A festival day does not make anyone busy.
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}
