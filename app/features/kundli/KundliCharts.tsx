// The kundli's two drawings (docs/research/kundli-sources.md §7), as inline SVG a server renders
// whole: no script, a text alternative read by screen readers, black on white for printing. The
// page puts them in a `.kundli-charts` box (styles/app.css), which sets them side by side when two fit.
//
// A server has no fonts to measure with, so text widths are estimated (generously) and the layout
// below decides every position; server and browser compute the same numbers.

/** One cell of a chart: a house (1..12, from the lagna) holding a sign (0 = Mesha .. 11 = Meena) and the grahas in it. */
export type ChartHouse = {
  house: number;
  sign: number;
  /** Short labels, already translated ("Su", "सू"), in the order they are to be read. */
  grahas: Array<{ label: string; retrograde: boolean }>;
};

export type ChartWords = {
  title: string;
  /** The full text alternative: every house, its sign and grahas, in words. */
  description: string;
  /** "Asc" / "ल". */
  lagnaMark: string;
  /** What a cell calls its sign: the North chart's number ("1".."12", in the page's digits), the South chart's short name or number. */
  signLabel: (sign: number) => string;
  /** Written small and raised after a retrograde graha's label; "R" unless given (a Hindi chart may say "व"). */
  retrogradeMark?: string;
};

export type Point = readonly [number, number];
export type Box = { x: number; y: number; width: number; height: number };

/** A piece of text as drawn: x is its centre (or its right end for anchor "end"), y its baseline; box is the room it may take. */
export type ChartText = {
  kind: "sign" | "lagna" | "graha" | "title";
  text: string;
  /** Written small and raised after the text (a retrograde graha's mark). */
  mark?: string;
  x: number;
  y: number;
  fontSize: number;
  anchor: "middle" | "end";
  box: Box;
};

export type ChartCell = { house: number; sign: number; polygon: readonly Point[]; texts: ChartText[] };

export type ChartLayout = {
  cells: ChartCell[];
  /** The South chart's title in its centre. */
  centre: ChartText[];
  /** The South chart's stroke across the lagna cell's corner. */
  lagnaCorner: readonly [Point, Point] | null;
};

const SIZE = 400;
const HALF = SIZE / 2;
const QUARTER = SIZE / 4;
// Room around the square so that its border line is not cut in half at the edge of the drawing.
const MARGIN = 2;
const VIEW_BOX = `${-MARGIN} ${-MARGIN} ${SIZE + 2 * MARGIN} ${SIZE + 2 * MARGIN}`;
const STROKE = 2;

// Sizes in the drawing's units: 400 units are some 290 px on a 320-px phone, so a graha's 22
// shows as about 16 px there, and 11 (the least a crowded house shrinks to) as 8 px.
const GRAHA_SIZE = { max: 22, min: 11 };
const SIGN_SIZE = 15;
const SOUTH_SIGN_SIZE = 13;
const TITLE_SIZE = { max: 22, min: 10 };
// The mark after a retrograde graha, relative to the label's size.
const MARK_SCALE = 0.65;

// A line of text takes this much height (in ems): Devanagari's vowel signs reach above the
// headline and below the letters, further than Latin ascenders and descenders.
const ASCENT = 0.95;
const DESCENT = 0.35;
const LINE_GAP = 0.08;
const WORD_GAP = 0.4;

/**
 * A label's width in ems, estimated without a font: on the wide side for system sans-serif fonts,
 * so that what a browser draws stays inside the room the layout gave it.
 */
export function estimateEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    if (/[\p{Mn}\p{Me}]/u.test(ch)) continue;
    if (/\p{Mc}/u.test(ch)) em += 0.32;
    else if (/[\u0900-\u097F]/u.test(ch)) em += 0.8;
    else if (/[MWmw]/.test(ch)) em += 0.95;
    else if (/[A-Z]/.test(ch)) em += 0.74;
    else if (/[a-z0-9]/.test(ch)) em += 0.62;
    else if (/[\s()[\].,:;'|-]/.test(ch)) em += 0.38;
    else em += 0.9;
  }
  return em;
}

function labelEm(text: string, mark: string | undefined): number {
  return estimateEm(text) + (mark ? estimateEm(mark) * MARK_SCALE + 0.05 : 0);
}

/** Where a convex polygon crosses the horizontal line at y, or null if it does not reach it. */
function extentAt(polygon: readonly Point[], y: number): [number, number] | null {
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i];
    const [x2, y2] = polygon[(i + 1) % polygon.length];
    if (y < Math.min(y1, y2) || y > Math.max(y1, y2)) continue;
    const xs = y1 === y2 ? [x1, x2] : [x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)];
    for (const x of xs) {
      low = Math.min(low, x);
      high = Math.max(high, x);
    }
  }
  return low <= high ? [low, high] : null;
}

/** The room for a cell's words: the cell (a convex polygon) cut down to a box that keeps clear of its other marks. */
export type TextArea = { polygon: readonly Point[]; clip: Box };
export type PlacedLabel = { x: number; y: number; fontSize: number; box: Box };

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Labels in lines of the given count at one size, or null if they do not fit. */
function fitLines(widthsEm: number[], area: TextArea, fontSize: number, lineCount: number, balanced: boolean): PlacedLabel[] | null {
  const { clip, polygon } = area;
  const boxHeight = (ASCENT + DESCENT) * fontSize;
  const pitch = boxHeight + LINE_GAP * fontSize;
  const blockHeight = lineCount * pitch - LINE_GAP * fontSize;
  if (blockHeight > clip.height) return null;
  const top = Math.min(Math.max(clip.y + clip.height / 2 - blockHeight / 2, clip.y), clip.y + clip.height - blockHeight);
  // Off the cell's lines by a quarter of a letter (more than the stroke's half width).
  const inset = 0.25 * fontSize + STROKE;
  const gap = WORD_GAP * fontSize;
  const placed: PlacedLabel[] = [];
  let next = 0;
  for (let line = 0; line < lineCount && next < widthsEm.length; line++) {
    const lineTop = top + line * pitch;
    const above = extentAt(polygon, lineTop);
    const below = extentAt(polygon, lineTop + boxHeight);
    if (!above || !below) return null;
    const low = Math.max(above[0], below[0], clip.x) + inset;
    const high = Math.min(above[1], below[1], clip.x + clip.width) - inset;
    // Balanced lines share the labels out evenly (5 as 3 and 2, not 4 and 1) where the room allows.
    const most = balanced ? Math.ceil((widthsEm.length - next) / (lineCount - line)) : Infinity;
    const widths: number[] = [];
    let used = 0;
    while (next + widths.length < widthsEm.length && widths.length < most) {
      const width = widthsEm[next + widths.length] * fontSize;
      const needed = widths.length === 0 ? width : used + gap + width;
      if (needed > high - low) break;
      widths.push(width);
      used = needed;
    }
    if (widths.length === 0) return null;
    let left = (low + high) / 2 - used / 2;
    for (const width of widths) {
      placed.push({
        x: round(left + width / 2),
        y: round(lineTop + ASCENT * fontSize),
        fontSize,
        box: { x: left, y: lineTop, width, height: boxHeight },
      });
      left += width + gap;
    }
    next += widths.length;
  }
  return next === widthsEm.length ? placed : null;
}

/**
 * Places labels (their widths in ems) in lines inside an area: as large as they fit, from `sizes.max`
 * down to `sizes.min`, in as few lines as that size allows, each line centred in the room it has.
 * Boxes never overlap each other and stay inside the area whenever the labels fit at the least size;
 * when even that fails, they are stacked one a line at the least size.
 */
export function placeLabels(widthsEm: number[], area: TextArea, sizes: { max: number; min: number }): PlacedLabel[] {
  if (widthsEm.length === 0) return [];
  for (let size = sizes.max; size >= sizes.min; size -= 0.5) {
    for (let lines = 1; lines <= widthsEm.length; lines++) {
      const placed = fitLines(widthsEm, area, size, lines, true) ?? fitLines(widthsEm, area, size, lines, false);
      if (placed) return placed;
    }
  }
  const size = sizes.min;
  const boxHeight = (ASCENT + DESCENT) * size;
  const pitch = boxHeight + LINE_GAP * size;
  const centre = area.clip.x + area.clip.width / 2;
  const top = area.clip.y + area.clip.height / 2 - (widthsEm.length * pitch) / 2;
  return widthsEm.map((em, i) => ({
    x: round(centre),
    y: round(top + i * pitch + ASCENT * size),
    fontSize: size,
    box: { x: centre - (em * size) / 2, y: top + i * pitch, width: em * size, height: boxHeight },
  }));
}

type Label = { kind: "lagna" | "graha"; text: string; mark?: string };

function placeCellLabels(labels: Label[], area: TextArea): ChartText[] {
  const placed = placeLabels(
    labels.map((label) => labelEm(label.text, label.mark)),
    area,
    GRAHA_SIZE,
  );
  return labels.map((label, i) => ({ ...label, ...placed[i], anchor: "middle" as const }));
}

function cellLabels(house: ChartHouse, words: ChartWords, withLagna: boolean): Label[] {
  const mark = words.retrogradeMark ?? "R";
  const grahas = house.grahas.map((graha): Label => ({ kind: "graha", text: graha.label, mark: graha.retrograde ? mark : undefined }));
  return withLagna ? [{ kind: "lagna", text: words.lagnaMark }, ...grahas] : grahas;
}

function centredText(kind: ChartText["kind"], text: string, [x, centreY]: Point, fontSize: number): ChartText {
  const width = estimateEm(text) * fontSize;
  // Digits and letters stand some 0.7 em above the baseline: this centres them on the point.
  const y = round(centreY + 0.36 * fontSize);
  return {
    kind,
    text,
    x,
    y,
    fontSize,
    anchor: "middle",
    box: { x: x - width / 2, y: y - ASCENT * fontSize, width, height: (ASCENT + DESCENT) * fontSize },
  };
}

function byHouse(houses: ChartHouse[]): Map<number, ChartHouse> {
  const map = new Map(houses.map((house) => [house.house, house]));
  for (let house = 1; house <= 12; house++) {
    if (!map.has(house)) throw new Error(`A chart needs all twelve houses; house ${house} is missing.`);
  }
  return map;
}

// The North chart's corners, side midpoints, centre and the diagonals' crossings with the diamond.
const TOP_LEFT: Point = [0, 0];
const TOP: Point = [HALF, 0];
const TOP_RIGHT: Point = [SIZE, 0];
const RIGHT: Point = [SIZE, HALF];
const BOTTOM_RIGHT: Point = [SIZE, SIZE];
const BOTTOM: Point = [HALF, SIZE];
const BOTTOM_LEFT: Point = [0, SIZE];
const LEFT: Point = [0, HALF];
const CENTRE: Point = [HALF, HALF];
const UPPER_LEFT: Point = [QUARTER, QUARTER];
const UPPER_RIGHT: Point = [SIZE - QUARTER, QUARTER];
const LOWER_RIGHT: Point = [SIZE - QUARTER, SIZE - QUARTER];
const LOWER_LEFT: Point = [QUARTER, SIZE - QUARTER];

type NorthCell = { polygon: readonly Point[]; signAt: Point; clip: Box };

// Houses are fixed: the 1st is the top diamond, then counter-clockwise. Each house's sign number
// sits in its innermost corner (the centre for a diamond, the apex for a triangle), as Indian charts
// write it; the grahas take the rest of the cell (clip), clear of the number.
const NORTH_CELLS: Record<number, NorthCell> = {
  1: { polygon: [TOP, UPPER_RIGHT, CENTRE, UPPER_LEFT], signAt: [HALF, 172], clip: { x: QUARTER, y: 16, width: HALF, height: 138 } },
  2: { polygon: [TOP_LEFT, TOP, UPPER_LEFT], signAt: [QUARTER, 76], clip: { x: 0, y: 4, width: HALF, height: 58 } },
  3: { polygon: [TOP_LEFT, UPPER_LEFT, LEFT], signAt: [76, QUARTER], clip: { x: 4, y: 0, width: 58, height: HALF } },
  4: { polygon: [LEFT, UPPER_LEFT, CENTRE, LOWER_LEFT], signAt: [172, HALF], clip: { x: 16, y: QUARTER, width: 138, height: HALF } },
  5: { polygon: [LEFT, LOWER_LEFT, BOTTOM_LEFT], signAt: [76, SIZE - QUARTER], clip: { x: 4, y: HALF, width: 58, height: HALF } },
  6: { polygon: [BOTTOM_LEFT, LOWER_LEFT, BOTTOM], signAt: [QUARTER, 324], clip: { x: 0, y: 338, width: HALF, height: 58 } },
  7: { polygon: [CENTRE, LOWER_RIGHT, BOTTOM, LOWER_LEFT], signAt: [HALF, 228], clip: { x: QUARTER, y: 246, width: HALF, height: 138 } },
  8: { polygon: [BOTTOM, LOWER_RIGHT, BOTTOM_RIGHT], signAt: [SIZE - QUARTER, 324], clip: { x: HALF, y: 338, width: HALF, height: 58 } },
  9: { polygon: [RIGHT, BOTTOM_RIGHT, LOWER_RIGHT], signAt: [324, SIZE - QUARTER], clip: { x: 338, y: HALF, width: 58, height: HALF } },
  10: { polygon: [UPPER_RIGHT, RIGHT, LOWER_RIGHT, CENTRE], signAt: [228, HALF], clip: { x: 246, y: QUARTER, width: 138, height: HALF } },
  11: { polygon: [TOP_RIGHT, RIGHT, UPPER_RIGHT], signAt: [324, QUARTER], clip: { x: 338, y: 0, width: 58, height: HALF } },
  12: { polygon: [TOP, TOP_RIGHT, UPPER_RIGHT], signAt: [SIZE - QUARTER, 76], clip: { x: HALF, y: 4, width: HALF, height: 58 } },
};

/** Everything the North Indian chart draws, and where. */
export function northChartLayout(houses: ChartHouse[], words: ChartWords): ChartLayout {
  const map = byHouse(houses);
  const cells = Array.from({ length: 12 }, (_, i): ChartCell => {
    const house = map.get(i + 1)!;
    const { polygon, signAt, clip } = NORTH_CELLS[house.house];
    return {
      house: house.house,
      sign: house.sign,
      polygon,
      texts: [
        centredText("sign", words.signLabel(house.sign), signAt, SIGN_SIZE),
        ...placeCellLabels(cellLabels(house, words, house.house === 1), { polygon, clip }),
      ],
    };
  });
  return { cells, centre: [], lagnaCorner: null };
}

const CELL = SIZE / 4;
// Signs are fixed, clockwise from Meena in the top-left corner: each sign's column and row.
const SOUTH_PLACES: ReadonlyArray<readonly [number, number]> = [
  [1, 0], // Mesha
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0], // Meena
];
// The lagna's stroke across its cell's top-left corner, and the sign's name in the top-right:
// the grahas go below both.
const CORNER = 20;
const SOUTH_TOP = 24;

/** The South chart's cell of a sign: its column and row, 0..3 from the top left. */
export function southPlaceOf(sign: number): readonly [number, number] {
  return SOUTH_PLACES[((sign % 12) + 12) % 12];
}

/** Everything the South Indian chart draws, and where. */
export function southChartLayout(houses: ChartHouse[], words: ChartWords): ChartLayout {
  const map = byHouse(houses);
  const lagnaSign = map.get(1)!.sign;
  const cells = Array.from({ length: 12 }, (_, i): ChartCell => {
    const house = map.get(i + 1)!;
    const [column, row] = southPlaceOf(house.sign);
    const x = column * CELL;
    const y = row * CELL;
    const polygon: Point[] = [
      [x, y],
      [x + CELL, y],
      [x + CELL, y + CELL],
      [x, y + CELL],
    ];
    const name = words.signLabel(house.sign);
    // The name keeps to the top row's room right of the lagna's stroke, smaller if it must.
    const room = CELL - CORNER - 10;
    const nameSize = Math.min(SOUTH_SIGN_SIZE, room / Math.max(estimateEm(name), 0.1));
    const nameWidth = estimateEm(name) * nameSize;
    const nameRight = x + CELL - 6;
    const nameBaseline = y + 16;
    const sign: ChartText = {
      kind: "sign",
      text: name,
      x: nameRight,
      y: nameBaseline,
      fontSize: round(nameSize),
      anchor: "end",
      box: { x: nameRight - nameWidth, y: nameBaseline - ASCENT * nameSize, width: nameWidth, height: (ASCENT + DESCENT) * nameSize },
    };
    const clip = { x: x + 2, y: y + SOUTH_TOP, width: CELL - 4, height: CELL - SOUTH_TOP - 2 };
    return {
      house: house.house,
      sign: house.sign,
      polygon,
      texts: [sign, ...placeCellLabels(cellLabels(house, words, house.house === 1), { polygon, clip })],
    };
  });
  const [column, row] = southPlaceOf(lagnaSign);
  const corner: readonly [Point, Point] = [
    [column * CELL, row * CELL + CORNER],
    [column * CELL + CORNER, row * CELL],
  ];
  const titleWords = words.title.split(/\s+/).filter(Boolean);
  const middle: Point[] = [
    [CELL, CELL],
    [3 * CELL, CELL],
    [3 * CELL, 3 * CELL],
    [CELL, 3 * CELL],
  ];
  const placed = placeLabels(
    titleWords.map((word) => estimateEm(word)),
    { polygon: middle, clip: { x: CELL + 8, y: CELL + 8, width: 2 * CELL - 16, height: 2 * CELL - 16 } },
    TITLE_SIZE,
  );
  // Each line of the title is drawn as one text, so that its words are a space apart, not the layout's gap.
  const centre: ChartText[] = [];
  titleWords.forEach((word, i) => {
    const { box, y, fontSize } = placed[i];
    const line = centre[centre.length - 1];
    if (line && line.y === y) {
      const width = box.x + box.width - line.box.x;
      line.text += ` ${word}`;
      line.box = { ...line.box, width };
      line.x = round(line.box.x + width / 2);
    } else {
      centre.push({ kind: "title", text: word, x: round(box.x + box.width / 2), y, fontSize, anchor: "middle", box });
    }
  });
  return { cells, centre, lagnaCorner: corner };
}

/** One text of a drawing: the drawing's group centres its texts, so only another anchor is written. */
function Text({ text }: { text: ChartText }) {
  return (
    <text
      x={text.x}
      y={text.y}
      fontSize={text.fontSize}
      textAnchor={text.anchor === "middle" ? undefined : text.anchor}
      fontWeight={text.kind === "lagna" || text.kind === "title" ? 700 : undefined}
      className={`kundli-chart-${text.kind}`}
    >
      {text.text}
      {text.mark ? (
        <tspan fontSize={`${MARK_SCALE}em`} dy="-0.5em" className="kundli-chart-retrograde">
          {text.mark}
        </tspan>
      ) : null}
    </text>
  );
}

type ChartProps = {
  /** Unique on the page: the title's and description's ids start with it. */
  id: string;
  houses: ChartHouse[];
  words: ChartWords;
};

function Chart({ id, words, layout, kind, lines }: { id: string; words: ChartWords; layout: ChartLayout; kind: string; lines: string }) {
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <svg
      id={id}
      className={`kundli-chart kundli-chart-${kind}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      viewBox={VIEW_BOX}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{words.title}</title>
      <desc id={descriptionId}>{words.description}</desc>
      <rect x={-MARGIN} y={-MARGIN} width={SIZE + 2 * MARGIN} height={SIZE + 2 * MARGIN} fill="#fff" />
      <path d={lines} fill="none" stroke="#000" strokeWidth={STROKE} strokeLinejoin="round" />
      {layout.lagnaCorner ? (
        <line
          x1={layout.lagnaCorner[0][0]}
          y1={layout.lagnaCorner[0][1]}
          x2={layout.lagnaCorner[1][0]}
          y2={layout.lagnaCorner[1][1]}
          stroke="#000"
          strokeWidth={STROKE}
          className="kundli-chart-lagna-corner"
        />
      ) : null}
      <g fill="#000" textAnchor="middle">
        {layout.cells.map((cell) => (
          <g key={cell.house} data-house={cell.house} data-sign={cell.sign}>
            {cell.texts.map((text, i) => (
              <Text key={i} text={text} />
            ))}
          </g>
        ))}
        {layout.centre.map((text, i) => (
          <Text key={i} text={text} />
        ))}
      </g>
    </svg>
  );
}

// The square, its diagonals and the diamond joining its sides' midpoints.
const NORTH_LINES = `M0 0H${SIZE}V${SIZE}H0Z M0 0L${SIZE} ${SIZE} M${SIZE} 0L0 ${SIZE} M${HALF} 0L${SIZE} ${HALF}L${HALF} ${SIZE}L0 ${HALF}Z`;
// The square cut into sixteen, the middle four left whole for the title.
const SOUTH_LINES = [
  `M0 0H${SIZE}V${SIZE}H0Z`,
  `M0 ${CELL}H${SIZE} M0 ${3 * CELL}H${SIZE} M${CELL} 0V${SIZE} M${3 * CELL} 0V${SIZE}`,
  `M0 ${HALF}H${CELL} M${3 * CELL} ${HALF}H${SIZE} M${HALF} 0V${CELL} M${HALF} ${3 * CELL}V${SIZE}`,
].join(" ");

/** The North Indian (diamond) chart: houses fixed, the 1st at the top centre, counter-clockwise; each house's sign number in it. */
export function NorthIndianChart({ id, houses, words }: ChartProps) {
  return <Chart id={id} words={words} layout={northChartLayout(houses, words)} kind="north" lines={NORTH_LINES} />;
}

/** The South Indian chart: signs fixed, clockwise from Meena in the top-left corner; the lagna's cell marked; the title in the middle. */
export function SouthIndianChart({ id, houses, words }: ChartProps) {
  return <Chart id={id} words={words} layout={southChartLayout(houses, words)} kind="south" lines={SOUTH_LINES} />;
}
