import fs from "node:fs";
import { fileURLToPath } from "node:url";

import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";

import { OTP_SEND_CAPS } from "../../../app/domain/otp-caps";
import { en } from "../../../app/locales/en";
import { adminCookie } from "../../support/admin-auth";
import {
  type ClusterVisitor,
  clusterVisitor,
  type FreshDatabase,
  freshDatabase,
  postgresReachable,
  smsSentBy,
  startInstances,
} from "../../support/cluster";
import { pdfWithPattern } from "../../support/images";
import type { RunningServer } from "../../support/server-process";
import { freshMobile } from "../fixtures";
import { expectRedirect, signedInCustomer as customerAcross, verifiedOn as verifyAcross } from "./cluster-visitors";

const loginMessages = en.account.login;

// Two instances of the site on one fresh PostgreSQL database (decision 009): whatever one instance
// learns (a session, a sent code, an uploaded document) the other knows, because it is in the
// database and nowhere else. Each instance has its own DATA_DIR, so nothing passes by the disk.

const JPEG = fs.readFileSync(fileURLToPath(new URL("../../fixtures/id-card.jpg", import.meta.url)));
const PDF = fs.readFileSync(fileURLToPath(new URL("../../fixtures/certificate.pdf", import.meta.url)));

if (await postgresReachable()) {
  test.describe("two instances on one PostgreSQL", () => {
    test.describe.configure({ mode: "serial" });
    let database: FreshDatabase;
    let A: RunningServer;
    let B: RunningServer;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      database = await freshDatabase();
      [A, B] = await startInstances(2, { databaseUrl: database.url });
    });

    test.afterAll(async () => {
      await Promise.all([A, B].filter(Boolean).map((instance) => instance.stop()));
      for (const instance of [A, B].filter(Boolean)) fs.rmSync(instance.dataDir, { recursive: true, force: true });
      await database?.drop();
    });

    /** Sends a sign-in code through `sender` and verifies it through `verifier`. */
    const verifiedOn = (visitor: ClusterVisitor, mobile: string, sender: RunningServer, verifier: RunningServer) =>
      verifyAcross(visitor, mobile, sender, verifier, [sender === A ? B : A]);
    const signedInCustomer = (fullName: string) => customerAcross(fullName, A, B);

    test("both instances serve the one seeded database", async () => {
      for (const instance of [A, B]) {
        const home = await fetch(`${instance.baseURL}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain("support@grahavani.in");
      }
    });

    test("a customer who signs in on A carries on on B: the code sent by A verifies on B, the cookie opens the profile on both", async () => {
      const { visitor } = await signedInCustomer("Kaveri Across");
      for (const instance of [B, A]) {
        const profile = await visitor.get(instance, "/profile");
        expect(profile.status).toBe(200);
        expect(await profile.text()).toContain("Kaveri Across");
      }
    });

    test("a session ended on A is refused on B", async () => {
      const { visitor } = await signedInCustomer("Logout Across");
      const copy = visitor.cookie();
      expect((await visitor.get(B, "/profile", copy)).status).toBe(200);
      expectRedirect(await visitor.post(A, "/logout", {}), "/");
      expectRedirect(await visitor.get(B, "/profile", copy), "/");
      expect(await (await visitor.get(B, "/", copy)).text()).not.toContain("Logout Across");
    });

    test("a page B answers from its cache shows a customer who logged out on A as logged out, on the very next request", async () => {
      const { visitor } = await signedInCustomer("Quillon Across");
      const session = visitor
        .cookie()
        .split("; ")
        .filter((pair) => pair.startsWith("__session="))
        .join("; ");
      // Visits fill B's page cache with its anonymous and signed-in copies.
      await fetch(`${B.baseURL}/blogs`);
      await expect
        .poll(async () =>
          (await (await fetch(`${B.baseURL}/blogs`, { headers: { Cookie: session } })).text()).includes('aria-label="Account menu"'),
        )
        .toBe(true);
      await fetch(`${B.baseURL}/blogs`, { headers: { Cookie: session } });
      expectRedirect(await visitor.post(A, "/logout", {}), "/");
      const html = await (await fetch(`${B.baseURL}/blogs`, { headers: { Cookie: session } })).text();
      expect(html).not.toContain('aria-label="Account menu"');
      expect(html).toContain('href="/signup"');
    });

    test("'Log out of all devices' on A ends the session of the other device on B", async () => {
      const { visitor: phone, mobile } = await signedInCustomer("Everywhere Across");
      // A second device signs in to the same account through B (the first code was used, so no wait).
      const laptop = clusterVisitor();
      await verifiedOn(laptop, mobile, B, B);
      expectRedirect(await laptop.post(B, "/who-are-you", { role: "user" }), "/");
      expect(await (await laptop.get(B, "/profile")).text()).toContain("Everywhere Across");

      const ended = await phone.post(A, "/logout", { scope: "all" });
      expectRedirect(ended, "/");
      expectRedirect(await laptop.get(B, "/profile"), "/");
      expectRedirect(await laptop.get(A, "/profile"), "/");
    });

    test("a second code for a number on B within the resend wait after A sent one to that address is refused, and B sends nothing", async () => {
      const mobile = freshMobile();
      const address = "203.0.113.61";
      expectRedirect(await clusterVisitor(address).post(A, "/signup", { dialCode: "+91", mobile }), "/otp-verifications");
      const again = await clusterVisitor(address).post(B, "/signup", { dialCode: "+91", mobile });
      expect(again.status).toBe(429);
      expect(await again.text()).toMatch(/Please wait \d+ seconds before requesting a new OTP\./);
      expect(smsSentBy(A, mobile)).toHaveLength(1);
      expect(smsSentBy(B, mobile)).toEqual([]);
    });

    test("the per-number limit counts the sends of both instances", async () => {
      const mobile = freshMobile();
      // Each code is used at once, so the next send need not wait; the instances take turns.
      // One address asks every time (the cap counts per number and requester).
      const address = "203.0.113.62";
      for (let i = 0; i < OTP_SEND_CAPS.perPhonePerHour; i++) {
        const instance = i % 2 === 0 ? A : B;
        await verifiedOn(clusterVisitor(address), mobile, instance, instance);
      }
      expect(smsSentBy(A, mobile)).toHaveLength(Math.ceil(OTP_SEND_CAPS.perPhonePerHour / 2));
      expect(smsSentBy(B, mobile)).toHaveLength(Math.floor(OTP_SEND_CAPS.perPhonePerHour / 2));
      for (const instance of [A, B]) {
        const refused = await clusterVisitor(address).post(instance, "/signup", { dialCode: "+91", mobile });
        expect(refused.status).toBe(429);
        expect(await refused.text()).toContain(loginMessages.rateLimited);
      }
      expect(smsSentBy(A, mobile).length + smsSentBy(B, mobile).length).toBe(OTP_SEND_CAPS.perPhonePerHour);
    });

    test("the per-address limit counts the sends of both instances", async () => {
      const visitorFrom = (address: string) => clusterVisitor(address);
      const address = "192.0.2.77";
      const sentTo: string[] = [];
      for (let i = 0; i < OTP_SEND_CAPS.perAddressPerHour; i++) {
        const mobile = freshMobile();
        sentTo.push(mobile);
        expectRedirect(await visitorFrom(address).post(i % 2 === 0 ? A : B, "/signup", { dialCode: "+91", mobile }), "/otp-verifications");
      }
      for (const instance of [A, B]) {
        const mobile = freshMobile();
        const refused = await visitorFrom(address).post(instance, "/signup", { dialCode: "+91", mobile });
        expect(refused.status).toBe(429);
        expect(await refused.text()).toContain(loginMessages.addressLimited);
        expect([...smsSentBy(A, mobile), ...smsSentBy(B, mobile)]).toEqual([]);
      }
      // Another address is not held back by this one's sends.
      expectRedirect(await visitorFrom("192.0.2.78").post(B, "/signup", { dialCode: "+91", mobile: freshMobile() }), "/otp-verifications");
    });

    test("a document uploaded on A opens for an administrator on B", async () => {
      test.setTimeout(120_000);
      const applicant = clusterVisitor();
      await verifiedOn(applicant, freshMobile(), A, A);
      expectRedirect(await applicant.post(A, "/who-are-you", { role: "astrologer" }), "/astrologer-registration");
      const countries = (await (await applicant.get(A, "/api/country/countryList")).json()) as Array<{ id: number; country_name: string }>;
      const india = countries.find((c) => c.country_name === "India")!;
      const states = (await (await applicant.get(A, `/api/states/${india.id}`)).json()) as Array<{ state_id: number; state_name: string }>;
      const state = states.find((s) => s.state_name === "Maharashtra")!;
      const cities = (await (await applicant.get(A, `/api/cities/${state.state_id}?countryId=${india.id}`)).json()) as Array<{
        city_id: number;
        city_name: string;
      }>;
      const city = cities.find((c) => c.city_name === "Pune")!;
      const fullName = `Meera Across ${Date.now().toString(36)}`;
      const registered = await applicant.post(A, "/astrologer-registration", {
        fullName,
        age: "41",
        gender: "Female",
        address: "9 Fort Lane",
        countryId: String(india.id),
        stateId: String(state.state_id),
        cityId: String(city.city_id),
        pinCode: "411001",
        email: "meera.across@example.in",
        languages: "Marathi, Hindi",
        experience: "15",
        specialization: "tarot",
        consent: "on",
      });
      expectRedirect(registered, "/bank-details");

      const { pdf } = await pdfWithPattern();
      const form = new FormData();
      form.append("aadharFront", new Blob([new Uint8Array(JPEG)], { type: "image/jpeg" }), "front.jpg");
      form.append("aadharBack", new Blob([new Uint8Array(JPEG)], { type: "image/jpeg" }), "back.jpg");
      form.append("panCard", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "pan.pdf");
      form.append("certificate", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "certificate.pdf");
      expectRedirect(await applicant.post(A, "/document", form), "/app-downloads");

      // The administrator signs in on B (password and second factor) and finds the application there.
      const admin = await adminCookie(B.baseURL);
      const get = (path: string) => fetch(B.baseURL + path, { headers: { Cookie: admin }, redirect: "manual" });
      const pending = await (await get("/admin")).text();
      const link = new RegExp(`<a\\b[^>]*aria-label="View Application of ${fullName}"[^>]*>`).exec(pending)?.[0] ?? "";
      const id = /href="\/admin\/view\/(\d+)"/.exec(link)?.[1];
      expect(id, "the application on B's pending list").toBeDefined();
      const application = await (await get(`/admin/view/${id}`)).text();
      const ids = [...new Set([...application.matchAll(/\/admin\/documents\/(\d+)/g)].map((m) => m[1]))];
      expect(ids).toHaveLength(4);
      const served = await Promise.all(
        ids.map(async (id) => {
          const answer = await get(`/admin/documents/${id}`);
          expect(answer.status).toBe(200);
          return { type: answer.headers.get("content-type"), bytes: Buffer.from(await answer.arrayBuffer()) };
        }),
      );
      expect(served.map((s) => s.type).sort()).toEqual(["application/pdf", "application/pdf", "image/jpeg", "image/jpeg"]);
      // The PDFs come back rebuilt from their pages on A (photos re-encoded, so only their type is
      // checked): each opens with the pages it was sent with.
      const pageCounts = async (documents: Buffer[]) => Promise.all(documents.map(async (d) => (await PDFDocument.load(d)).getPageCount()));
      const servedPdfs = served.filter((s) => s.type === "application/pdf").map((s) => s.bytes);
      expect((await pageCounts(servedPdfs)).sort()).toEqual((await pageCounts([PDF, pdf])).sort());
    });
  });
} else {
  console.log("NOTICE: no PostgreSQL on 127.0.0.1:5432; the cluster tests are not run.");
}
