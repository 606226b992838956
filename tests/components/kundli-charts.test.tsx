// @vitest-environment happy-dom
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import {
  type Box,
  type ChartHouse,
  type ChartLayout,
  type ChartWords,
  northChartLayout,
  NorthIndianChart,
  type Point,
  southChartLayout,
  SouthIndianChart,
  southPlaceOf,
} from "~/features/kundli/KundliCharts";

import { descriptionOf } from "./dom";

// The kundli's drawings as the server sends them: where each house and sign is drawn
// (docs/research/kundli-sources.md §7), the retrograde mark, the text alternative, and room for a
// crowded house.

const MESHA = 0;
const KARKA = 3;
const SIMHA = 4;
const KANYA = 5;
const DHANU = 8;
const MEENA = 11;

const ENGLISH = ["Su", "Mo", "Ma", "Me", "Ju", "Ve", "Sa", "Ra", "Ke"];
const HINDI = ["सू", "चं", "मं", "बु", "गु", "शु", "श", "रा", "के"];

type Graha = { label: string; retrograde: boolean; house: number };

/** The twelve houses from a lagna's sign, with grahas placed by house. */
function chart(lagna: number, grahas: Graha[] = []): ChartHouse[] {
  return Array.from({ length: 12 }, (_, i) => ({
    house: i + 1,
    sign: (lagna + i) % 12,
    grahas: grahas.filter((graha) => graha.house === i + 1).map(({ label, retrograde }) => ({ label, retrograde })),
  }));
}

const houseOfSign = (lagna: number, sign: number) => ((sign - lagna + 12) % 12) + 1;

const words = (title = "Lagna chart"): ChartWords => ({
  title,
  description: `${title}: the lagna in Simha, with Mars.`,
  lagnaMark: "Asc",
  signLabel: (sign) => String(sign + 1),
});

let container: HTMLElement | null = null;
afterEach(() => container?.remove());

/** The markup a server sends, in the document. */
function serve(ui: ReactElement): HTMLElement {
  container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

const centroid = (polygon: readonly Point[]): Point => [
  polygon.reduce((sum, [x]) => sum + x, 0) / polygon.length,
  polygon.reduce((sum, [, y]) => sum + y, 0) / polygon.length,
];

const cellOf = (layout: ChartLayout, house: number) => layout.cells.find((cell) => cell.house === house)!;

function textIn(scope: Element, selector: string, text: string): SVGTextElement {
  const found = Array.from(scope.querySelectorAll<SVGTextElement>(selector)).filter((element) => element.textContent === text);
  expect(found, `one "${text}"`).toHaveLength(1);
  return found[0];
}
const at = (element: Element): Point => [Number(element.getAttribute("x")), Number(element.getAttribute("y"))];

describe("the North Indian chart", () => {
  it("has the 1st house in the top diamond, the 4th on the left, the 7th at the bottom and the 10th on the right", () => {
    const layout = northChartLayout(chart(SIMHA), words());
    expect(centroid(cellOf(layout, 1).polygon)).toEqual([200, 100]);
    expect(centroid(cellOf(layout, 4).polygon)).toEqual([100, 200]);
    expect(centroid(cellOf(layout, 7).polygon)).toEqual([200, 300]);
    expect(centroid(cellOf(layout, 10).polygon)).toEqual([300, 200]);
  });

  it("counts the houses counter-clockwise from the top", () => {
    const layout = northChartLayout(chart(SIMHA), words());
    // Angles as a reader sees them: y grows downwards on screen, so it is turned round.
    const angles = Array.from({ length: 12 }, (_, i) => {
      const [x, y] = centroid(cellOf(layout, i + 1).polygon);
      return (Math.atan2(200 - y, x - 200) * 180) / Math.PI;
    }).map((angle) => (angle - 90 + 720) % 360);
    expect(angles[0]).toBe(0);
    for (let i = 1; i < 12; i++) expect(angles[i]).toBeGreaterThan(angles[i - 1]);
  });

  it("draws a graha where its house is: the 1st house's at the top, the 4th's on the left, the 7th's below, the 10th's on the right", () => {
    const grahas = [1, 4, 7, 10].map((house, i) => ({ label: ENGLISH[i], retrograde: false, house }));
    const page = serve(<NorthIndianChart id="north" houses={chart(SIMHA, grahas)} words={words()} />);
    const [sun, moon, mars, mercury] = ["Su", "Mo", "Ma", "Me"].map((label) => at(textIn(page, ".kundli-chart-graha", label)));
    const middle = (value: number) => value > 150 && value < 250;
    expect(middle(sun[0]) && sun[1] < 150, `Su at ${sun}`).toBe(true);
    expect(moon[0] < 150 && middle(moon[1]), `Mo at ${moon}`).toBe(true);
    expect(middle(mars[0]) && mars[1] > 250, `Ma at ${mars}`).toBe(true);
    expect(mercury[0] > 250 && middle(mercury[1]), `Me at ${mercury}`).toBe(true);
  });

  it("writes each house's sign number in that house, the lagna's in the 1st", () => {
    const page = serve(<NorthIndianChart id="north" houses={chart(SIMHA)} words={words()} />);
    for (let house = 1; house <= 12; house++) {
      const sign = page.querySelector(`[data-house="${house}"] .kundli-chart-sign`);
      expect(sign?.textContent, `house ${house}`).toBe(String(((SIMHA + house - 1) % 12) + 1));
    }
    expect(page.querySelector('[data-house="1"] .kundli-chart-sign')?.textContent).toBe("5");
    expect(page.querySelector('[data-house="1"] .kundli-chart-lagna')?.textContent).toBe("Asc");
  });

  it("marks a retrograde graha after its label, and only that one", () => {
    const grahas = [
      { label: "Ma", retrograde: true, house: 3 },
      { label: "Su", retrograde: false, house: 3 },
    ];
    const page = serve(<NorthIndianChart id="north" houses={chart(SIMHA, grahas)} words={words()} />);
    const mars = textIn(page, ".kundli-chart-graha", "MaR");
    expect(mars.querySelector(".kundli-chart-retrograde")?.textContent).toBe("R");
    expect(textIn(page, ".kundli-chart-graha", "Su").querySelector(".kundli-chart-retrograde")).toBeNull();
  });

  it("writes the retrograde mark the page gives (व on a Hindi chart)", () => {
    const page = serve(
      <NorthIndianChart
        id="north"
        houses={chart(SIMHA, [{ label: "श", retrograde: true, house: 7 }])}
        words={{ ...words("लग्न कुंडली"), lagnaMark: "ल", retrogradeMark: "व" }}
      />,
    );
    expect(textIn(page, ".kundli-chart-graha", "शव").querySelector(".kundli-chart-retrograde")?.textContent).toBe("व");
  });
});

describe("the South Indian chart", () => {
  it("has Meena in the top-left cell, Mesha beside it, and the signs going on clockwise", () => {
    expect(southPlaceOf(MEENA)).toEqual([0, 0]);
    expect(southPlaceOf(MESHA)).toEqual([1, 0]);
    expect(southPlaceOf(KARKA)).toEqual([3, 1]);
    expect(southPlaceOf(KANYA)).toEqual([3, 3]);
    expect(southPlaceOf(DHANU)).toEqual([0, 3]);
    const page = serve(<SouthIndianChart id="south" houses={chart(SIMHA)} words={words()} />);
    const [meenaX, meenaY] = at(page.querySelector(`[data-sign="${MEENA}"] .kundli-chart-sign`)!);
    const [meshaX, meshaY] = at(page.querySelector(`[data-sign="${MESHA}"] .kundli-chart-sign`)!);
    expect(meenaX).toBeLessThan(100);
    expect(meenaY).toBeLessThan(100);
    expect(meshaX).toBeGreaterThan(100);
    expect(meshaX).toBeLessThan(200);
    expect(meshaY).toBeLessThan(100);
  });

  it("marks the lagna's cell, and no other", () => {
    const page = serve(<SouthIndianChart id="south" houses={chart(SIMHA)} words={words()} />);
    // Simha is the right column's third cell.
    const marks = page.querySelectorAll(".kundli-chart-lagna");
    expect(marks).toHaveLength(1);
    expect(marks[0].closest("[data-sign]")?.getAttribute("data-sign")).toBe(String(SIMHA));
    const [x, y] = at(marks[0]);
    expect(x).toBeGreaterThan(300);
    expect(y).toBeGreaterThan(200);
    expect(y).toBeLessThan(300);
    const corner = page.querySelector(".kundli-chart-lagna-corner")!;
    for (const [ex, ey] of [
      [corner.getAttribute("x1"), corner.getAttribute("y1")],
      [corner.getAttribute("x2"), corner.getAttribute("y2")],
    ]) {
      expect(Number(ex)).toBeGreaterThanOrEqual(300);
      expect(Number(ey)).toBeGreaterThanOrEqual(200);
      expect(Number(ey)).toBeLessThanOrEqual(300);
    }
  });

  it("draws a graha in its sign's cell whatever the lagna", () => {
    for (let lagna = 0; lagna < 12; lagna++) {
      const page = serve(
        <SouthIndianChart
          id={`south-${lagna}`}
          houses={chart(lagna, [{ label: "Ju", retrograde: false, house: houseOfSign(lagna, DHANU) }])}
          words={words()}
        />,
      );
      const jupiter = textIn(page, ".kundli-chart-graha", "Ju");
      expect(jupiter.closest("[data-sign]")?.getAttribute("data-sign"), `lagna ${lagna}`).toBe(String(DHANU));
      // Dhanu is the bottom-left corner.
      const [x, y] = at(jupiter);
      expect(x, `lagna ${lagna}`).toBeLessThan(100);
      expect(y, `lagna ${lagna}`).toBeGreaterThan(300);
      container?.remove();
    }
  });

  it("writes the title in the middle", () => {
    const page = serve(<SouthIndianChart id="south" houses={chart(SIMHA)} words={words("Lagna chart")} />);
    const title = page.querySelectorAll(".kundli-chart-title");
    expect(Array.from(title, (line) => line.textContent).join(" ")).toBe("Lagna chart");
    for (const line of title) {
      const [x, y] = at(line);
      expect(x).toBeGreaterThan(100);
      expect(x).toBeLessThan(300);
      expect(y).toBeGreaterThan(100);
      expect(y).toBeLessThan(300);
    }
  });
});

describe("both charts", () => {
  it("are images named by their title and described by the text alternative, each with ids of its own", () => {
    const page = serve(
      <>
        <NorthIndianChart id="kundli-north" houses={chart(SIMHA)} words={words("North chart")} />
        <SouthIndianChart id="kundli-south" houses={chart(SIMHA)} words={words("South chart")} />
      </>,
    );
    const images = page.querySelectorAll("svg");
    expect(images).toHaveLength(2);
    const [north, south] = images;
    for (const [image, title] of [
      [north, "North chart"],
      [south, "South chart"],
    ] as const) {
      expect(image.getAttribute("role")).toBe("img");
      const named = document.getElementById(image.getAttribute("aria-labelledby")!);
      expect(named?.tagName.toLowerCase()).toBe("title");
      expect(named?.textContent).toBe(title);
      expect(named?.parentElement).toBe(image);
      expect(descriptionOf(image)).toEqual([`${title}: the lagna in Simha, with Mars.`]);
      expect(image.querySelector("desc")?.id).toBe(image.getAttribute("aria-describedby"));
    }
    expect(north.getAttribute("aria-labelledby")).not.toBe(south.getAttribute("aria-labelledby"));
  });

  it("render the same markup every time", () => {
    const grahas = ENGLISH.map((label, i) => ({ label, retrograde: i % 2 === 0, house: (i % 5) + 1 }));
    const once = () => renderToString(<NorthIndianChart id="north" houses={chart(KARKA, grahas)} words={words()} />);
    expect(once()).toBe(once());
  });
});

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether a point is inside a convex polygon (or on its edge). */
function inside([px, py]: Point, polygon: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i];
    const [x2, y2] = polygon[(i + 1) % polygon.length];
    const cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1);
    if (Math.abs(cross) < 1e-9) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

const corners = (box: Box): Point[] => [
  [box.x, box.y],
  [box.x + box.width, box.y],
  [box.x + box.width, box.y + box.height],
  [box.x, box.y + box.height],
];

function expectLegible(layout: ChartLayout, house: number, count: number) {
  const cell = cellOf(layout, house);
  const labels = cell.texts.filter((text) => text.kind !== "sign");
  expect(labels).toHaveLength(count);
  for (const text of labels) expect(text.fontSize, `house ${house}: ${text.text}`).toBeGreaterThanOrEqual(11);
  cell.texts.forEach((text, i) => {
    // What is drawn is where its box is: centred on it (or ending at its right), its baseline inside it.
    const drawnAt = text.anchor === "end" ? text.box.x + text.box.width : text.box.x + text.box.width / 2;
    expect(Math.abs(text.x - drawnAt), `house ${house}: ${text.text} drawn in its box`).toBeLessThanOrEqual(0.1);
    expect(text.y > text.box.y && text.y <= text.box.y + text.box.height, `house ${house}: ${text.text} baseline in its box`).toBe(true);
    for (const corner of corners(text.box)) expect(inside(corner, cell.polygon), `house ${house}: ${text.text} inside`).toBe(true);
    for (const other of cell.texts.slice(i + 1))
      expect(overlap(text.box, other.box), `house ${house}: ${text.text} and ${other.text}`).toBe(false);
  });
}

describe("a crowded house", () => {
  // Every graha retrograde but the Sun and Moon (as Rahu and Ketu always are): the widest labels.
  const crowd = (labels: string[], house: number): Graha[] => labels.map((label, i) => ({ label, retrograde: i > 1, house }));

  it("keeps nine grahas and the lagna apart and inside the cell, in any house of the North chart", () => {
    for (const labels of [ENGLISH, HINDI]) {
      for (let house = 1; house <= 12; house++) {
        const layout = northChartLayout(chart(SIMHA, crowd(labels, house)), { ...words(), signLabel: (sign) => String(sign + 1) });
        expectLegible(layout, house, house === 1 ? 10 : 9);
        expectLegible(layout, 1, house === 1 ? 10 : 1);
      }
    }
  });

  it("keeps nine grahas and the lagna apart and inside the cell, in any sign of the South chart", () => {
    const names = ["Mesha", "Vrishabha", "Mithuna", "Karka", "Simha", "Kanya", "Tula", "Vrischika", "Dhanu", "Makara", "Kumbha", "Meena"];
    for (const labels of [ENGLISH, HINDI]) {
      for (let lagna = 0; lagna < 12; lagna++) {
        const layout = southChartLayout(chart(lagna, crowd(labels, 1)), { ...words(), signLabel: (sign) => names[sign] });
        expectLegible(layout, 1, 10);
      }
    }
  });

  it("draws a lone graha large and shrinks or stacks a crowd", () => {
    const alone = northChartLayout(chart(SIMHA, [{ label: "Su", retrograde: false, house: 5 }]), words());
    const crowded = northChartLayout(chart(SIMHA, crowd(ENGLISH, 5)), words());
    const size = (layout: ChartLayout) => cellOf(layout, 5).texts.find((text) => text.kind === "graha")!.fontSize;
    expect(size(alone)).toBe(22);
    expect(size(crowded)).toBeLessThan(22);
    const lines = new Set(
      cellOf(crowded, 5)
        .texts.filter((text) => text.kind === "graha")
        .map((text) => text.y),
    );
    expect(lines.size).toBeGreaterThan(1);
  });
});
