import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { addFaq, deleteContact, deleteFaq, listAdminFaqs, setContact, updateFaq } from "~/features/admin/faq-admin.server";
import { action, loader } from "~/features/admin/pages/faqmanager";
import { invalidateFaqCache, listFaqs } from "~/features/site/faqs.server";
import { completeAdminSignIn } from "~/infra/admin-session.server";
import { getDb } from "~/infra/db.server";
import { adminWords } from "~/locales/en/admin";
import { forgetContactDetails, getContactDetails } from "~/services/site-content.server";

import { validateContact, validateFaq } from "../support/faq-forms";

const messages = adminWords.faq;

const PREFIX = "[faq-admin.test] ";
let adminId: number;

beforeAll(async () => {
  const db = await getDb();
  const row = await db
    .insertInto("admins")
    .values({ email: `faq-admin-${process.pid}-${Date.now()}@faq.test`, passwordHash: "unused" })
    .returning("id")
    .executeTakeFirstOrThrow();
  adminId = row.id;
});

afterAll(async () => {
  const db = await getDb();
  await db.deleteFrom("faqs").where("question", "like", `${PREFIX}%`).execute();
  await db.deleteFrom("auditLog").where("adminId", "=", adminId).execute();
  await db.deleteFrom("admins").where("id", "=", adminId).execute();
});

beforeEach(async () => {
  const db = await getDb();
  await db.deleteFrom("faqs").where("question", "like", `${PREFIX}%`).execute();
  await db.deleteFrom("contacts").execute();
  invalidateFaqCache();
  forgetContactDetails();
});

const ours = async (language: "en" | "hi" = "en") => (await listFaqs(language)).filter((f) => f.question.startsWith(PREFIX));

async function auditTrail() {
  const db = await getDb();
  return db.selectFrom("auditLog").select(["action", "targetType", "targetId"]).where("adminId", "=", adminId).orderBy("id").execute();
}

describe("FAQ manager", () => {
  it("an added question shows in the public list at once, after the others", async () => {
    await addFaq(adminId, { language: "en", question: `${PREFIX}first`, answer: "One." });
    // Read once so the list sits in the cache.
    expect((await ours()).map((f) => f.question)).toEqual([`${PREFIX}first`]);
    const id = await addFaq(adminId, { language: "en", question: `${PREFIX}second`, answer: "Two." });
    const list = await listFaqs();
    expect(list.at(-1)).toEqual({ id, question: `${PREFIX}second`, answer: "Two." });
  });

  it("an edit shows at once, and editing a question that is gone reports it", async () => {
    const id = await addFaq(adminId, { language: "en", question: `${PREFIX}old`, answer: "Old answer." });
    await listFaqs();
    expect(await updateFaq(adminId, id, { language: "en", question: `${PREFIX}new`, answer: "New answer." })).toBe(true);
    expect(await ours()).toEqual([{ id, question: `${PREFIX}new`, answer: "New answer." }]);
    expect(await updateFaq(adminId, id + 10_000, { language: "en", question: `${PREFIX}x`, answer: "x" })).toBe(false);
  });

  it("a deleted question leaves the public list at once", async () => {
    const id = await addFaq(adminId, { language: "en", question: `${PREFIX}doomed`, answer: "Soon gone." });
    expect(await ours()).toHaveLength(1);
    expect(await deleteFaq(adminId, id)).toBe(true);
    expect(await ours()).toEqual([]);
    expect(await deleteFaq(adminId, id)).toBe(false);
  });

  it("records every change in the audit log", async () => {
    const id = await addFaq(adminId, { language: "en", question: `${PREFIX}audited`, answer: "A." });
    await updateFaq(adminId, id, { language: "en", question: `${PREFIX}audited`, answer: "B." });
    await deleteFaq(adminId, id);
    const trail = (await auditTrail()).filter((e) => e.targetType === "faq" && e.targetId === String(id));
    expect(trail.map((e) => e.action)).toEqual(["faq.add", "faq.update", "faq.delete"]);
  });

  it("a question added in Hindi is listed on the Hindi FAQ only, and the admin's Hindi list shows it", async () => {
    const english = await addFaq(adminId, { language: "en", question: `${PREFIX}english`, answer: "One." });
    // Both lists read once, so both sit in the cache.
    expect((await ours("en")).map((f) => f.id)).toEqual([english]);
    expect(await ours("hi")).toEqual([]);
    const hindi = await addFaq(adminId, { language: "hi", question: `${PREFIX}क्या पहली बातचीत मुफ़्त है?`, answer: "हाँ, पाँच मिनट।" });
    expect(await ours("hi")).toEqual([{ id: hindi, question: `${PREFIX}क्या पहली बातचीत मुफ़्त है?`, answer: "हाँ, पाँच मिनट।" }]);
    expect((await ours("en")).map((f) => f.id)).toEqual([english]);
    expect((await listAdminFaqs("hi")).filter((f) => f.id === hindi)).toEqual([
      { id: hindi, question: `${PREFIX}क्या पहली बातचीत मुफ़्त है?`, answer: "हाँ, पाँच मिनट।", language: "hi" },
    ]);
    expect((await listAdminFaqs("en")).map((f) => f.id)).not.toContain(hindi);
  });

  it("orders each language's questions on their own, and a question moved to the other language goes to the end of its list", async () => {
    const db = await getDb();
    const positionOf = async (id: number) =>
      (await db.selectFrom("faqs").select("position").where("id", "=", id).executeTakeFirstOrThrow()).position;
    const [hindiMax, englishMax] = await Promise.all(
      (["hi", "en"] as const).map(async (language) =>
        Number(
          (
            await db
              .selectFrom("faqs")
              .select((eb) => eb.fn.max("position").as("p"))
              .where("language", "=", language)
              .executeTakeFirst()
          )?.p ?? 0,
        ),
      ),
    );
    const hindi = await addFaq(adminId, { language: "hi", question: `${PREFIX}pehla`, answer: "A." });
    expect(await positionOf(hindi)).toBe(hindiMax + 1);
    const english = await addFaq(adminId, { language: "en", question: `${PREFIX}first`, answer: "B." });
    expect(await positionOf(english)).toBe(englishMax + 1);
    await ours("en");
    expect(await updateFaq(adminId, english, { language: "hi", question: `${PREFIX}first`, answer: "B." })).toBe(true);
    expect(await positionOf(english)).toBe(hindiMax + 2);
    expect((await ours("hi")).map((f) => f.id)).toEqual([hindi, english]);
    expect(await ours("en")).toEqual([]);
  });

  it("the page lists one language at ?language=, and each change comes back to the list the question stands in", async () => {
    const cookie = (await completeAdminSignIn(new Request("http://localhost/"), adminId)).split(";")[0];
    const headers = { Cookie: cookie };
    const post = (url: string, fields: Record<string, string>) =>
      action({
        request: new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams(fields), headers }),
        params: {},
        context: {},
      });
    const list = async (url: string) =>
      (await (
        (await loader({ request: new Request(`http://localhost${url}`, { headers }), params: {}, context: {} })) as Response
      ).json()) as {
        language: string;
        faqs: Array<{ id: number; question: string; language: string }>;
      };

    const added = (await post("/admin/faqmanager", { intent: "add", language: "hi", question: `${PREFIX}नया`, answer: "हाँ।" })) as Response;
    expect(added.headers.get("Location")).toBe("/admin/faqmanager?language=hi");
    const hindi = await list("/admin/faqmanager?language=hi");
    const faq = hindi.faqs.find((f) => f.question === `${PREFIX}नया`)!;
    expect(faq.language).toBe("hi");
    expect((await list("/admin/faqmanager")).faqs.map((f) => f.id)).not.toContain(faq.id);

    const moved = (await post("/admin/faqmanager?language=hi", {
      intent: "update",
      id: String(faq.id),
      language: "en",
      question: `${PREFIX}new`,
      answer: "Yes.",
    })) as Response;
    expect(moved.headers.get("Location")).toBe("/admin/faqmanager");
    expect((await ours("en")).map((f) => f.id)).toEqual([faq.id]);

    const deleted = (await post("/admin/faqmanager?language=hi", { intent: "delete", id: String(faq.id) })) as Response;
    expect(deleted.headers.get("Location")).toBe("/admin/faqmanager?language=hi");
    expect(await ours("en")).toEqual([]);
    const unknown = await loader({
      request: new Request("http://localhost/admin/faqmanager?language=ta", { headers }),
      params: {},
      context: {},
    }).catch((thrown: unknown) => thrown);
    expect((unknown as Response).status).toBe(404);
  });

  it("needs a question, an answer and English or Hindi, each with its own message", async () => {
    expect((await validateFaq({ question: "  ", answer: "" })).errors).toEqual({
      language: adminWords.contentLanguage.required,
      question: messages.questionRequired,
      answer: messages.answerRequired,
    });
    expect((await validateFaq({ language: "ta", question: "Why?", answer: "Because." })).errors).toEqual({
      language: adminWords.contentLanguage.required,
    });
    expect(await validateFaq({ language: "hi", question: " Why? ", answer: " Because. " })).toEqual({
      values: { language: "hi", question: "Why?", answer: "Because." },
      errors: {},
    });
  });
});

describe("contact details", () => {
  it("the first save adds them, later saves update them, and the footer's read shows each at once", async () => {
    expect(await getContactDetails()).toBeNull();
    expect(await setContact(adminId, { email: "help@example.in", phone: "+91 98765 43210" })).toBe("added");
    expect(await getContactDetails()).toEqual({ email: "help@example.in", phone: "+91 98765 43210" });
    expect(await setContact(adminId, { email: "care@example.in", phone: "+91 80 1234 5678" })).toBe("updated");
    expect(await getContactDetails()).toEqual({ email: "care@example.in", phone: "+91 80 1234 5678" });
    const db = await getDb();
    expect(await db.selectFrom("contacts").select("id").execute()).toHaveLength(1);
  });

  it("deleting them empties the footer's contact at once", async () => {
    await setContact(adminId, { email: "help@example.in", phone: "+91 98765 43210" });
    expect(await getContactDetails()).not.toBeNull();
    expect(await deleteContact(adminId)).toBe(true);
    expect(await getContactDetails()).toBeNull();
    const actions = (await auditTrail()).filter((e) => e.targetType === "contact").map((e) => e.action);
    expect(actions.slice(-2)).toEqual(["contact.add", "contact.delete"]);
  });

  it("needs both an email and a phone, and each must look like one", async () => {
    expect((await validateContact({ email: "help@example.in", phone: "" })).errors).toEqual({ form: messages.contactRequired });
    expect((await validateContact({ email: "", phone: "+91 80 4718 2600" })).errors).toEqual({ form: messages.contactRequired });
    expect((await validateContact({ email: "not-an-email", phone: "call me" })).errors).toEqual({
      email: messages.invalidEmail,
      phone: messages.invalidPhone,
    });
    expect(await validateContact({ email: " support@grahavani.in ", phone: "+91  80 4718 2600" })).toEqual({
      values: { email: "support@grahavani.in", phone: "+91 80 4718 2600" },
      errors: {},
    });
  });
});
