import type { LoaderFunctionArgs } from "@remix-run/node";

import { languageOfRequest } from "~/domain/language";
import { astrologerListAnswer } from "~/features/site/astrologer-list-page.server";
import { answerPage } from "~/infra/responses.server";

const KIND = "call";

export async function loader({ request }: LoaderFunctionArgs) {
  return answerPage(await astrologerListAnswer(KIND, new URL(request.url).searchParams, languageOfRequest(request)));
}
