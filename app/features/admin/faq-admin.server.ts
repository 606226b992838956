import type { Transaction } from "kysely";

import type { FaqInput } from "~/domain/faq-admin";
import type { Language } from "~/domain/language";
import { publishChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";
import { auditIn } from "~/services/audit.server";
import type { ContactDetails } from "~/services/site-content.server";

// The admin FAQ and contact panel (onboarding-and-admin §3 "FAQ and contact", §8); its forms
// are checked by the schemas of domain/faq-admin.ts. Each FAQ belongs to one edition (decision
// 075) and is ordered among that edition's questions; every change drops the public caches
// (publishChange), so /faq and /hi/faq show it at once.

export type AdminFaq = { id: number; question: string; answer: string; language: Language };

/** One edition's questions in the public page's order, read afresh for the admin. */
export async function listAdminFaqs(language: Language): Promise<AdminFaq[]> {
  const db = await getDb();
  return db
    .selectFrom("faqs")
    .select(["id", "question", "answer", "language"])
    .where("language", "=", language)
    .orderBy("position", "asc")
    .orderBy("id", "asc")
    .execute();
}

/** The position after the last question of `language`. */
async function nextPosition(trx: Transaction<Database>, language: Language): Promise<number> {
  const last = await trx
    .selectFrom("faqs")
    .select((eb) => eb.fn.max("position").as("position"))
    .where("language", "=", language)
    .executeTakeFirst();
  return Number(last?.position ?? 0) + 1;
}

/** Adds a question at the end of its edition's list. */
export async function addFaq(adminId: number, input: FaqInput): Promise<number> {
  const row = await publishChange("faqs", async (trx) => {
    const row = await trx
      .insertInto("faqs")
      .values({
        question: input.question,
        answer: input.answer,
        language: input.language,
        position: await nextPosition(trx, input.language),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await auditIn(trx, adminId, "faq.add", { type: "faq", id: row.id }, { question: input.question, language: input.language });
    return row;
  });
  return row.id;
}

/** False when no such question exists (deleted meanwhile). A question given another edition goes to the end of that one's list. */
export async function updateFaq(adminId: number, id: number, input: FaqInput): Promise<boolean> {
  return publishChange("faqs", async (trx) => {
    const current = await trx.selectFrom("faqs").select("language").where("id", "=", id).forUpdate().executeTakeFirst();
    if (!current) return false;
    const moved = current.language !== input.language;
    await trx
      .updateTable("faqs")
      .set({
        question: input.question,
        answer: input.answer,
        language: input.language,
        ...(moved ? { position: await nextPosition(trx, input.language) } : {}),
        updatedAt: new Date(),
      })
      .where("id", "=", id)
      .execute();
    await auditIn(trx, adminId, "faq.update", { type: "faq", id }, { question: input.question, language: input.language });
    return true;
  });
}

export async function deleteFaq(adminId: number, id: number): Promise<boolean> {
  return publishChange("faqs", async (trx) => {
    const removed = await trx.deleteFrom("faqs").where("id", "=", id).returning(["question", "language"]).executeTakeFirst();
    if (!removed) return false;
    await auditIn(trx, adminId, "faq.delete", { type: "faq", id }, { question: removed.question, language: removed.language });
    return true;
  });
}

/** Adds the site's contact details, or updates the ones the footer shows. */
export async function setContact(adminId: number, input: ContactDetails): Promise<"added" | "updated"> {
  return publishChange("site-content", async (trx) => {
    const current = await trx.selectFrom("contacts").select("id").orderBy("id", "asc").executeTakeFirst();
    if (current) {
      await trx
        .updateTable("contacts")
        .set({ email: input.email, phone: input.phone, updatedAt: new Date() })
        .where("id", "=", current.id)
        .execute();
    } else {
      await trx.insertInto("contacts").values({ email: input.email, phone: input.phone }).execute();
    }
    const outcome = current ? "updated" : "added";
    await auditIn(
      trx,
      adminId,
      `contact.${outcome === "added" ? "add" : "update"}`,
      { type: "contact", id: current?.id ?? "new" },
      { ...input },
    );
    return outcome;
  });
}

/** Removes the contact details; the footer then says they will be published soon. */
export async function deleteContact(adminId: number): Promise<boolean> {
  return publishChange("site-content", async (trx) => {
    const removed = await trx.deleteFrom("contacts").returning(["id", "email", "phone"]).execute();
    if (removed.length === 0) return false;
    await auditIn(
      trx,
      adminId,
      "contact.delete",
      { type: "contact", id: removed[0].id },
      { email: removed[0].email, phone: removed[0].phone },
    );
    return true;
  });
}
