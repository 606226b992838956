import { getKundli, Observer } from "@ishubhamx/panchangam-js";
import { describe, expect, it } from "vitest";

import { computeChart, RASHIS, type Varga, vargaHouses, VARGAS, vargaSign } from "~/jyotish";

// The sixteen vargas of Parashara (vargas.ts), checked three ways: against another program's
// reckoning of D1–D12 (@ishubhamx/panchangam-js, MIT, its own code), against the worked
// examples published by P. V. R. Narasimha Rao, and against BPHS's tables read part by part.

const sign = (name: (typeof RASHIS)[number]) => RASHIS.indexOf(name);
const at = (rashi: (typeof RASHIS)[number], degrees: number, minutes = 0) => sign(rashi) * 30 + degrees + minutes / 60;
const YEAR_MS = 365.25 * 86_400_000;

describe("the vargas against another program", () => {
  it("gives every graha and the lagna the D1, D2, D3, D4, D7, D9, D10 and D12 signs panchangam-js gives, over forty births", () => {
    let state = 58;
    const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    let compared = 0;
    for (let i = 0; i < 40; i++) {
      const date = new Date(Date.UTC(1930, 0, 1) + random() * 90 * YEAR_MS);
      const kundli = getKundli(date, new Observer(8 + random() * 27, 68 + random() * 29, 0), { ayanamsa: "lahiri" });
      const longitudes: Record<string, number> = { ascendant: kundli.ascendant.longitude };
      for (const [name, planet] of Object.entries(kundli.planets)) longitudes[name] = planet.longitude;
      for (const [key, chart] of Object.entries(kundli.vargas!)) {
        const varga = Number(key.slice(1)) as Varga;
        expect(chart.ascendant.rashi, `${key} ascendant`).toBe(vargaSign(longitudes.ascendant, varga));
        for (const [name, placed] of Object.entries(chart.planets)) {
          expect(placed.rashi, `${key} ${name} at ${longitudes[name]}`).toBe(vargaSign(longitudes[name], varga));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(40 * 8 * 9);
  });
});

describe("the vargas against published worked examples", () => {
  it("puts Mercury at 3° Mithuna, Jupiter at 19° and Venus at 21° in Mithuna, Tula and Kumbha drekkanas (Narasimha Rao, example 11)", () => {
    expect([at("mithuna", 3), at("mithuna", 19), at("mithuna", 21)].map((longitude) => RASHIS[vargaSign(longitude, 3)])).toEqual([
      "mithuna",
      "tula",
      "kumbha",
    ]);
  });

  it("puts 11° Mithuna in the Makara navamsa and 19° Vrishchika in the Dhanu navamsa (example 16)", () => {
    expect(RASHIS[vargaSign(at("mithuna", 11), 9)]).toBe("makara");
    expect(RASHIS[vargaSign(at("vrishchika", 19), 9)]).toBe("dhanu");
  });

  it("puts 14°45′ Mesha in Simha in the D10 and 14°45′ Meena in Simha in the D12 (Rajiv Gandhi's cusps)", () => {
    expect(RASHIS[vargaSign(at("mesha", 14, 45), 10)]).toBe("simha");
    expect(RASHIS[vargaSign(at("meena", 14, 45), 12)]).toBe("simha");
  });
});

describe("the vargas part by part, as BPHS chapter 6 tables them", () => {
  // Each part's sign for a sign, read from the rule as the chapter words it, Mesha's first.
  const parts = (rashi: (typeof RASHIS)[number], varga: Varga) =>
    Array.from({ length: varga }, (_, part) => RASHIS[vargaSign(sign(rashi) * 30 + ((part + 0.5) * 30) / varga, varga)]);

  it("gives Parashara's hora only Simha and Karka: the Sun's first in an odd sign, the Moon's first in an even one", () => {
    expect(parts("mesha", 2)).toEqual(["simha", "karka"]);
    expect(parts("vrishabha", 2)).toEqual(["karka", "simha"]);
  });

  it("counts the saptamsa from the sign in an odd sign and from its 7th in an even one", () => {
    expect(parts("mithuna", 7)[0]).toBe("mithuna");
    expect(parts("karka", 7)[0]).toBe("makara");
  });

  it("counts the dasamsa from the sign in an odd sign and from its 9th in an even one", () => {
    expect(parts("simha", 10)[0]).toBe("simha");
    expect(parts("kanya", 10)).toEqual([
      "vrishabha",
      "mithuna",
      "karka",
      "simha",
      "kanya",
      "tula",
      "vrishchika",
      "dhanu",
      "makara",
      "kumbha",
    ]);
  });

  it("starts the shodasamsa and the akshavedamsa at Mesha, Simha and Dhanu, and the vimsamsa at Mesha, Dhanu and Simha, for movable, fixed and dual signs", () => {
    expect([parts("karka", 16)[0], parts("vrishchika", 16)[0], parts("meena", 16)[0]]).toEqual(["mesha", "simha", "dhanu"]);
    expect([parts("tula", 45)[0], parts("kumbha", 45)[0], parts("kanya", 45)[0]]).toEqual(["mesha", "simha", "dhanu"]);
    expect([parts("makara", 20)[0], parts("vrishabha", 20)[0], parts("mithuna", 20)[0]]).toEqual(["mesha", "dhanu", "simha"]);
  });

  it("starts the siddhamsa at Simha in an odd sign and Karka in an even one, the khavedamsa at Mesha and Tula", () => {
    expect([parts("dhanu", 24)[0], parts("meena", 24)[0]]).toEqual(["simha", "karka"]);
    expect([parts("kumbha", 40)[0], parts("makara", 40)[0]]).toEqual(["mesha", "tula"]);
  });

  it("starts the bhamsa at Mesha, Karka, Tula and Makara for fire, earth, air and water signs", () => {
    expect([parts("simha", 27)[0], parts("kanya", 27)[0], parts("tula", 27)[0], parts("vrishchika", 27)[0]]).toEqual([
      "mesha",
      "karka",
      "tula",
      "makara",
    ]);
  });

  it("gives the trimsamsa its five unequal parts: Mars, Saturn, Jupiter, Mercury, Venus in an odd sign, the reverse in an even one", () => {
    const trimsamsa = (rashi: (typeof RASHIS)[number], degrees: number[]) =>
      degrees.map((d) => RASHIS[vargaSign(sign(rashi) * 30 + d, 30)]);
    expect(trimsamsa("mesha", [0, 4.99, 5, 9.99, 10, 17.99, 18, 24.99, 25, 29.99])).toEqual([
      "mesha",
      "mesha",
      "kumbha",
      "kumbha",
      "dhanu",
      "dhanu",
      "mithuna",
      "mithuna",
      "tula",
      "tula",
    ]);
    expect(trimsamsa("vrishabha", [0, 4.99, 5, 11.99, 12, 19.99, 20, 24.99, 25, 29.99])).toEqual([
      "vrishabha",
      "vrishabha",
      "kanya",
      "kanya",
      "meena",
      "meena",
      "makara",
      "makara",
      "vrishchika",
      "vrishchika",
    ]);
  });

  it("counts the drekkana, chaturthamsa, dvadasamsa and shashtiamsa from the sign itself", () => {
    expect(parts("simha", 3)).toEqual(["simha", "dhanu", "mesha"]);
    expect(parts("simha", 4)).toEqual(["simha", "vrishchika", "kumbha", "vrishabha"]);
    expect(parts("simha", 12)[0]).toBe("simha");
    expect(parts("simha", 12)[11]).toBe("karka");
    expect(parts("simha", 60)[0]).toBe("simha");
    expect(parts("simha", 60)[13]).toBe("kanya");
    expect(parts("simha", 60)[59]).toBe("karka");
  });

  it("keeps a longitude a hair short of a sign's end in that sign's last part, in every varga", () => {
    for (const varga of VARGAS) expect(vargaSign(30 - 1e-12, varga), `D${varga}`).toBe(vargaSign(29.999, varga));
  });
});

describe("a divisional chart", () => {
  it("puts the varga lagna's sign in the first house and every graha in the house of its varga sign", () => {
    const chart = computeChart({ latitude: 25.32, longitude: 83.01 }, Date.UTC(1990, 4, 17, 4, 30));
    for (const varga of [2, 3, 7, 10, 12, 60] as const) {
      const houses = vargaHouses(chart, varga)!;
      const lagna = chart.rows[0];
      expect(houses[0].sign).toBe(vargaSign(lagna.longitude, varga));
      for (const cell of houses)
        for (const graha of cell.bodies) expect(vargaSign(chart.rows.find((r) => r.body === graha)!.longitude, varga)).toBe(cell.sign);
      expect(houses.flatMap((cell) => cell.bodies)).toHaveLength(9);
    }
  });
});
