import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, Trans } from "react-i18next";
import { describe, expect, it } from "vitest";

import { useTranslation } from "~/components/use-translation";

// The server's wrapper of react-i18next's hook remembers what a bare key translates to in a
// language; i18next's own postprocessor hook counts what i18next is asked.

async function instance() {
  const asked: string[] = [];
  const i18n = i18next.createInstance();
  await i18n
    .use({ type: "postProcessor", name: "count", process: (value: string, key: string[]) => (asked.push(key.join()), value) })
    .init({
      lng: "en",
      fallbackLng: "en",
      defaultNS: "words",
      postProcess: ["count"],
      interpolation: { escapeValue: false },
      initImmediate: false,
      resources: {
        en: { words: { sun: "Sun", moon: "Moon", house: "House {{n}}" }, other: { sun: "Surya", more: { read: "Read <1>more</1>" } } },
        hi: { words: { sun: "सूर्य", moon: "चंद्र", house: "भाव {{n}}" }, other: { sun: "रवि", more: { read: "<1>और</1> पढ़ें" } } },
      },
    });
  return { i18n, asked };
}

function Words({ ns }: { ns?: string }) {
  const { t } = useTranslation(ns as never);
  const say = t as unknown as (...args: unknown[]) => string;
  return <p>{`${say("sun")} ${say("moon")} ${say("sun")} ${say("house", { n: 4 })} ${say("house", { n: 5 })}`}</p>;
}

// A page's Trans is given its t, and finds the namespace and prefix on it as on i18next's own.
function More() {
  const { t } = useTranslation("other" as never, { keyPrefix: "more" } as never);
  return (
    <p>
      <Trans t={t} i18nKey={"read" as never} components={{ 1: <a href="/more" /> }} />
    </p>
  );
}

const render = (i18n: typeof i18next, ns?: string) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <Words ns={ns} />
    </I18nextProvider>,
  );

describe("useTranslation on the server", () => {
  it("asks i18next once for a bare key in a language, and every time for a key with values", async () => {
    const { i18n, asked } = await instance();
    const first = render(i18n);
    expect(first).toContain("Sun Moon Sun House 4 House 5");
    const askedByFirst = asked.filter((key) => key === "sun").length;
    expect(render(i18n)).toBe(first);
    // Bare keys remembered (a first page may have filled the store already: at most once each)…
    expect(asked.filter((key) => key === "sun").length).toBe(askedByFirst);
    expect(askedByFirst).toBeLessThanOrEqual(1);
    // …keys with values asked on every render.
    expect(asked.filter((key) => key === "house")).toHaveLength(4);
  });

  it("keeps each language's and each namespace's words apart", async () => {
    const { i18n } = await instance();
    expect(render(i18n)).toContain("Sun Moon Sun House 4");
    expect(render(i18n.cloneInstance({ lng: "hi" }))).toContain("सूर्य चंद्र सूर्य भाव 4");
    expect(render(i18n, "other")).toContain("Surya");
    expect(render(i18n.cloneInstance({ lng: "hi" }), "other")).toContain("रवि");
    expect(render(i18n)).toContain("Sun Moon");
  });

  it("gives react-i18next's Trans a t that translates in its namespace and prefix, in each language", async () => {
    const { i18n } = await instance();
    const more = (pageI18n: typeof i18next) =>
      renderToString(
        <I18nextProvider i18n={pageI18n}>
          <More />
          <More />
        </I18nextProvider>,
      );
    expect(more(i18n)).toBe(`<p>Read <a href="/more">more</a></p>`.repeat(2));
    expect(more(i18n.cloneInstance({ lng: "hi" }))).toBe(`<p><a href="/more">और</a> पढ़ें</p>`.repeat(2));
    expect(more(i18n)).toBe(`<p>Read <a href="/more">more</a></p>`.repeat(2));
  });
});
