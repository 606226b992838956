import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { faqAdminMessages as messages } from "~/domain/faq-admin";
import { getDb } from "~/infra/db.server";
import { addFaq, deleteContact, deleteFaq, setContact, updateFaq } from "~/services/faq-admin.server";
import { invalidateFaqCache, listFaqs } from "~/services/faqs.server";
import { forgetContactDetails, getContactDetails } from "~/services/site-content.server";

import { validateContact, validateFaq } from "../support/faq-forms";

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

const ours = async () => (await listFaqs()).filter((f) => f.question.startsWith(PREFIX));

async function auditTrail() {
  const db = await getDb();
  return db.selectFrom("auditLog").select(["action", "targetType", "targetId"]).where("adminId", "=", adminId).orderBy("id").execute();
}

describe("FAQ manager", () => {
  it("an added question shows in the public list at once, after the others", async () => {
    await addFaq(adminId, { question: `${PREFIX}first`, answer: "One." });
    // Read once so the list sits in the cache.
    expect((await ours()).map((f) => f.question)).toEqual([`${PREFIX}first`]);
    const id = await addFaq(adminId, { question: `${PREFIX}second`, answer: "Two." });
    const list = await listFaqs();
    expect(list.at(-1)).toEqual({ id, question: `${PREFIX}second`, answer: "Two." });
  });

  it("an edit shows at once, and editing a question that is gone reports it", async () => {
    const id = await addFaq(adminId, { question: `${PREFIX}old`, answer: "Old answer." });
    await listFaqs();
    expect(await updateFaq(adminId, id, { question: `${PREFIX}new`, answer: "New answer." })).toBe(true);
    expect(await ours()).toEqual([{ id, question: `${PREFIX}new`, answer: "New answer." }]);
    expect(await updateFaq(adminId, id + 10_000, { question: `${PREFIX}x`, answer: "x" })).toBe(false);
  });

  it("a deleted question leaves the public list at once", async () => {
    const id = await addFaq(adminId, { question: `${PREFIX}doomed`, answer: "Soon gone." });
    expect(await ours()).toHaveLength(1);
    expect(await deleteFaq(adminId, id)).toBe(true);
    expect(await ours()).toEqual([]);
    expect(await deleteFaq(adminId, id)).toBe(false);
  });

  it("records every change in the audit log", async () => {
    const id = await addFaq(adminId, { question: `${PREFIX}audited`, answer: "A." });
    await updateFaq(adminId, id, { question: `${PREFIX}audited`, answer: "B." });
    await deleteFaq(adminId, id);
    const trail = (await auditTrail()).filter((e) => e.targetType === "faq" && e.targetId === String(id));
    expect(trail.map((e) => e.action)).toEqual(["faq.add", "faq.update", "faq.delete"]);
  });

  it("needs both a question and an answer, each with its own message", async () => {
    expect((await validateFaq({ question: "  ", answer: "" })).errors).toEqual({
      question: messages.questionRequired,
      answer: messages.answerRequired,
    });
    expect(await validateFaq({ question: " Why? ", answer: " Because. " })).toEqual({
      values: { question: "Why?", answer: "Because." },
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
