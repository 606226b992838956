import { describe, expect, it } from "vitest";

import { fitWithin, jpegFileName } from "~/domain/camera-photos";

describe("shrinking a camera photo", () => {
  it("scales the long side down to the limit and keeps the aspect ratio", () => {
    expect(fitWithin(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 4000, 1200)).toEqual({ width: 900, height: 1200 });
    expect(fitWithin(9000, 10, 2000)).toEqual({ width: 2000, height: 2 });
  });

  it("never makes a small photo larger", () => {
    expect(fitWithin(640, 480, 2000)).toEqual({ width: 640, height: 480 });
  });

  it("names the shrunk file as the JPEG it is, keeping a .jpg or .jpeg name", () => {
    expect(jpegFileName("IMG_2041.jpeg")).toBe("IMG_2041.jpeg");
    expect(jpegFileName("front.JPG")).toBe("front.JPG");
    expect(jpegFileName("scan.webp")).toBe("scan.jpg");
    expect(jpegFileName("photo.HEIC.png")).toBe("photo.HEIC.jpg");
    expect(jpegFileName(".png")).toBe("photo.jpg");
  });
});
