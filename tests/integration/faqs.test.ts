import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { invalidateFaqCache, listFaqs } from "~/features/site/faqs.server";
import { getDb } from "~/infra/db.server";

// Rows of this test are told apart from any others by their question's prefix.
const PREFIX = "[faqs.test] ";
const ours = (items: { question: string }[]) =>
  items.filter((item) => item.question.startsWith(PREFIX)).map((item) => item.question.slice(PREFIX.length));

async function addFaq(question: string, position: number) {
  const db = await getDb();
  await db
    .insertInto("faqs")
    .values({ question: PREFIX + question, answer: `Answer to ${question}.`, position })
    .execute();
}

async function removeOurFaqs() {
  const db = await getDb();
  await db.deleteFrom("faqs").where("question", "like", `${PREFIX}%`).execute();
  invalidateFaqCache();
}

beforeEach(removeOurFaqs);
afterEach(removeOurFaqs);

describe("FAQ list", () => {
  it("lists questions by position, and by age when positions are equal", async () => {
    await addFaq("third", 30);
    await addFaq("first", 10);
    await addFaq("second (older)", 20);
    await addFaq("second (newer)", 20);
    expect(ours(await listFaqs())).toEqual(["first", "second (older)", "second (newer)", "third"]);
  });

  it("gives each question its answer and id", async () => {
    await addFaq("only", 1);
    const [item] = (await listFaqs()).filter((f) => f.question === `${PREFIX}only`);
    expect(item).toEqual({ id: expect.any(Number), question: `${PREFIX}only`, answer: "Answer to only." });
  });

  it("keeps serving the remembered list until the cache is invalidated", async () => {
    await addFaq("before", 1);
    expect(ours(await listFaqs())).toEqual(["before"]);
    await addFaq("after", 2);
    expect(ours(await listFaqs())).toEqual(["before"]);
    invalidateFaqCache();
    expect(ours(await listFaqs())).toEqual(["before", "after"]);
  });

  it("reads the table again once five minutes have passed", async () => {
    const start = Date.now();
    await addFaq("before", 1);
    expect(ours(await listFaqs("en", start))).toEqual(["before"]);
    await addFaq("after", 2);
    expect(ours(await listFaqs("en", start + 5 * 60_000 - 1))).toEqual(["before"]);
    expect(ours(await listFaqs("en", start + 5 * 60_000))).toEqual(["before", "after"]);
  });
});
