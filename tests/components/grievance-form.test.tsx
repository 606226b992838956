// @vitest-environment happy-dom
import { type ActionFunctionArgs, json } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { validationError } from "remix-validated-form";
import { afterEach, describe, expect, it } from "vitest";

import AdminGrievance from "~/features/admin/pages/grievances.$id";
import Grievance from "~/features/site/pages/grievance";
import { grievanceUpdateValidator } from "~/forms/grievance-update";
import { FORM_ERROR } from "~/forms/validation";
import { grievanceValidator } from "~/forms/validators/grievance";
import { en } from "~/locales/en";
import { adminWords } from "~/locales/en/admin";

import { button, byLabel, click, descriptionOf, render, type } from "./dom";

const grievanceFormMessages = en.grievance.messages;

const messages = { ...grievanceFormMessages, ...adminWords.grievances };

// The grievance form and the administrators' answer form as their actions' answers leave them
// (without JavaScript, what the person gets back), and in the browser, where the same validator
// stops the post with the same words.

const ROOT = { grievanceOfficer: { name: "Meera Iyer", email: "grievance@example.in" } };
const TYPED = { name: "Asha Rao", email: "", mobile: "", category: "payment", description: "Charged twice for one chat." };

function stub(options: { loaderData: unknown; calls?: FormData[]; answer?: (form: FormData) => Promise<Response | null> }) {
  const calls = options.calls ?? [];
  return createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => json(ROOT),
      Component: () => <Outlet />,
      children: [
        {
          id: "page",
          path: "grievance",
          Component: Grievance,
          loader: () => json(options.loaderData),
          action: async ({ request }: ActionFunctionArgs) => {
            const form = await request.formData();
            calls.push(form);
            return options.answer ? options.answer(form) : null;
          },
        },
      ],
    },
  ]);
}

/** What the route's action answers to a post its validator refuses. */
async function refusedAnswer(values: Record<string, string>) {
  const result = await grievanceValidator("en").validate(values);
  expect(result.error).toBeTruthy();
  return validationError(result.error!, result.submittedData).json();
}

let unmount = () => {};
afterEach(() => unmount());

describe("the grievance form", () => {
  it("without an e-mail address or mobile number, says so beside the e-mail box and keeps what was typed", async () => {
    const Stub = stub({ loaderData: { values: null } });
    const answer = await refusedAnswer(TYPED);
    ({ unmount } = await render(
      <Stub
        initialEntries={["/grievance"]}
        hydrationData={{ loaderData: { root: ROOT, page: { values: null } }, actionData: { page: answer } }}
      />,
    ));
    const email = byLabel("E-mail");
    expect(descriptionOf(email)).toContain(messages.contactRequired);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(byLabel("Your name").value).toBe("Asha Rao");
    expect(byLabel<HTMLTextAreaElement>("Your grievance").value).toBe("Charged twice for one chat.");
    expect(byLabel<HTMLSelectElement>("What is it about?").value).toBe("payment");
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(messages.fixFields);
  });

  it("past the hourly limit, says why above the form and keeps everything typed", async () => {
    const typed = { ...TYPED, email: "asha@example.in" };
    const answer = await validationError({ fieldErrors: { [FORM_ERROR]: messages.tooMany } }, typed, { status: 429 }).json();
    const Stub = stub({ loaderData: { values: null } });
    ({ unmount } = await render(
      <Stub
        initialEntries={["/grievance"]}
        hydrationData={{ loaderData: { root: ROOT, page: { values: null } }, actionData: { page: answer } }}
      />,
    ));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(messages.tooMany);
    expect(byLabel("E-mail").value).toBe("asha@example.in");
  });

  it("a signed-in customer finds their name, e-mail and mobile filled in, and the Grievance Officer named", async () => {
    const values = { name: "Ravi Kumar", email: "ravi@example.in", mobile: "9876543210" };
    const Stub = stub({ loaderData: { values } });
    ({ unmount } = await render(<Stub initialEntries={["/grievance"]} hydrationData={{ loaderData: { root: ROOT, page: { values } } }} />));
    expect(byLabel("Your name").value).toBe("Ravi Kumar");
    expect(byLabel("E-mail").value).toBe("ravi@example.in");
    expect(byLabel("Mobile number").value).toBe("9876543210");
    expect(document.querySelector('a[href="mailto:grievance@example.in"]')?.closest("p")?.textContent).toContain("Meera Iyer");
  });

  it("with JavaScript, the same message stops the post", async () => {
    const calls: FormData[] = [];
    const Stub = stub({ loaderData: { values: null }, calls });
    ({ unmount } = await render(
      <Stub initialEntries={["/grievance"]} hydrationData={{ loaderData: { root: ROOT, page: { values: null } } }} />,
    ));
    await type(byLabel("Your name"), "Asha Rao");
    await type(byLabel<HTMLTextAreaElement>("Your grievance"), "Charged twice.");
    await click(button("Send grievance"));
    expect(calls).toHaveLength(0);
    expect(descriptionOf(byLabel("E-mail"))).toContain(messages.contactRequired);
    expect(descriptionOf(byLabel("What is it about?"))).toContain(messages.categoryRequired);
    expect(byLabel("Your name").value).toBe("Asha Rao");
  });
});

describe("the administrators' answer form", () => {
  const loaderData = {
    grievance: {
      id: 7,
      reference: "G-2031-000007",
      name: "Asha Rao",
      email: "asha@example.in",
      mobile: null,
      fromCustomer: false,
      category: "A payment or refund",
      description: "Charged twice.",
      status: "open",
      statusLabel: "Open",
      received: "20 Jul 2031, 10:00 am IST",
      due: "04/08/2031",
      overdue: true,
      resolved: "—",
      emailState: "confirmed",
      answerHint: "Sent by e-mail to asha@example.in when you mark the grievance Resolved.",
    },
    values: { status: "open", reply: "" },
  };

  it("resolving without an answer asks for one beside the answer box, the status kept", async () => {
    const result = await grievanceUpdateValidator.validate({ status: "resolved", reply: " " });
    const answer = await validationError(result.error!, result.submittedData).json();
    const Stub = createRemixStub([
      { id: "page", path: "/admin/grievances/:id", Component: AdminGrievance, loader: () => json(loaderData) },
    ]);
    ({ unmount } = await render(
      <Stub initialEntries={["/admin/grievances/7"]} hydrationData={{ loaderData: { page: loaderData }, actionData: { page: answer } }} />,
    ));
    const reply = byLabel<HTMLTextAreaElement>("Answer to the person");
    expect(descriptionOf(reply)).toContain(messages.replyRequired);
    expect(descriptionOf(reply)).toContain("Sent by e-mail to asha@example.in when you mark the grievance Resolved.");
    expect(byLabel<HTMLSelectElement>("Status").value).toBe("resolved");
    expect(document.body.textContent).toContain("Overdue");
  });
});
