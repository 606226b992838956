import type { ActionFunctionArgs } from "@remix-run/node";

import { answerBirthPost, birthFormLoader, listsByPerson } from "~/features/kundli/birth-form-loaders.server";
import { MILAN_PEOPLE } from "~/forms/birth-details";
import { milanValidator } from "~/forms/validators/kundli";
import { readForm } from "~/infra/form-data.server";
import { milanOf } from "~/services/kundli.server";

export const loader = birthFormLoader;

// As the kundli's: the match is the answer to the post, made for it alone.
export async function action({ request }: ActionFunctionArgs) {
  return answerBirthPost(
    request,
    await readForm(request),
    MILAN_PEOPLE,
    milanValidator,
    ([boy, girl]) => milanOf(boy, girl),
    listsByPerson,
  );
}
