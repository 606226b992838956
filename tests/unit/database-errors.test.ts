import { describe, expect, it } from "vitest";

import { failureStatus, isDatabaseUnavailable } from "~/infra/database-errors.server";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("a database out of reach", () => {
  it("is recognised from refused, reset and timed-out connections", () => {
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("read ECONNRESET", "ECONNRESET"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Query read timeout"))).toBe(true);
  });

  it("is recognised from the server's shutdown, start-up, connection and cancel codes", () => {
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connection failure", "08006"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("canceling statement due to statement timeout", "57014"))).toBe(true);
  });

  it("is recognised inside an AggregateError (every address of localhost refused) and as a cause", () => {
    const refused = withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED");
    expect(isDatabaseUnavailable(new AggregateError([refused], ""))).toBe(true);
    expect(isDatabaseUnavailable(new Error("saving failed", { cause: refused }))).toBe(true);
  });

  it("is not a fault of our own: a broken constraint, bad SQL or a plain bug stays a 500", () => {
    expect(isDatabaseUnavailable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', "42601"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(failureStatus(new Error("boom"))).toBe(500);
    expect(failureStatus(withCode("connect ECONNREFUSED", "ECONNREFUSED"))).toBe(503);
  });
});
