import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";

// What the query-plan test needs: every statement the app sends, as the database gets it
// (after the camel-case plugin), with its parameters and the page that sent it; and EXPLAIN
// on each, looking for sequential scans of large tables.

export type CapturedQuery = { page: string; sql: string; parameters: readonly unknown[] };

/** A Kysely plugin that records each statement; added last, it sees the final SQL. */
export class QueryCapture implements KyselyPlugin {
  readonly queries: CapturedQuery[] = [];
  page = "(none)";
  readonly #compiler = new PostgresQueryCompiler();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const compiled = this.#compiler.compileQuery(node, queryId);
    this.queries.push({ page: this.page, sql: compiled.sql, parameters: compiled.parameters });
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

export type SeqScan = { page: string; table: string; rows: number; sql: string; scan: string };

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Cond"?: string; Plans?: PlanNode[] };

/** Every node of a plan, with whether a Limit above it stops the reading early. */
function* nodes(plan: PlanNode, limited = false): Generator<{ node: PlanNode; limited: boolean }> {
  yield { node: plan, limited };
  for (const child of plan.Plans ?? []) yield* nodes(child, limited || plan["Node Type"] === "Limit");
}

/**
 * A scan that reads a table from end to end: a sequential scan, or an index scan with no
 * condition on the index and no Limit to stop it (the same reading, in index order).
 */
function readsWholeTable({ node, limited }: { node: PlanNode; limited: boolean }): boolean {
  if (node["Node Type"] === "Seq Scan") return true;
  const indexScan = node["Node Type"] === "Index Scan" || node["Node Type"] === "Index Only Scan";
  return indexScan && !node["Index Cond"] && !limited;
}

/** Statements EXPLAIN can plan and that can read a table (not locks, not SET, not DDL). */
function explainable(sqlText: string): boolean {
  const text = sqlText.trimStart().toLowerCase();
  if (/^select pg_advisory/.test(text)) return false;
  return /^(select|insert|update|delete|with)\b/.test(text);
}

/** Rows per table in the current schema, by the planner's own statistics. */
export async function tableSizes(db: Kysely<any>): Promise<Map<string, number>> {
  const result = await db.executeQuery<{ name: string; rows: number }>(
    CompiledQuery.raw(
      `select c.relname as name, c.reltuples::float8 as rows from pg_class c
       where c.relkind = 'r' and c.relnamespace = to_regnamespace(current_schema())::oid`,
    ),
  );
  return new Map(result.rows.map((r) => [r.name, Number(r.rows)]));
}

/**
 * EXPLAIN (FORMAT JSON) of every captured statement with its own parameters; returns each
 * sequential scan of a table holding at least `largeRows` rows.
 */
export async function findSequentialScans(
  db: Kysely<any>,
  queries: CapturedQuery[],
  largeRows: number,
): Promise<{ scans: SeqScan[]; explained: number }> {
  const sizes = await tableSizes(db);
  const scans: SeqScan[] = [];
  let explained = 0;
  const seen = new Set<string>();
  for (const query of queries) {
    if (!explainable(query.sql)) continue;
    const key = `${query.page}\u0000${query.sql}\u0000${JSON.stringify(query.parameters)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const result = await db.executeQuery<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    explained += 1;
    const plan = result.rows[0]["QUERY PLAN"][0].Plan;
    for (const found of nodes(plan)) {
      const table = found.node["Relation Name"];
      if (!table || !readsWholeTable(found)) continue;
      const rows = sizes.get(table) ?? 0;
      if (rows >= largeRows) scans.push({ page: query.page, table, rows, sql: query.sql, scan: found.node["Node Type"] });
    }
  }
  return { scans, explained };
}

export function describeScans(scans: SeqScan[]): string {
  return scans
    .map(
      (s) =>
        `${s.page}: ${s.scan === "Seq Scan" ? "sequential scan" : `whole-table ${s.scan}`} of ${s.table} (${Math.round(s.rows)} rows) in\n  ${s.sql}`,
    )
    .join("\n");
}
