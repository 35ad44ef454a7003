/** The rows of a raw query: node-postgres answers an UPDATE ... RETURNING as [rows, count]; PGlite and SELECTs as rows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows have no type; callers name the columns they read
export function rowsOf(result: unknown): any[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === "number") return result[0];
  return Array.isArray(result) ? result : [];
}
