// A node:test reporter that writes how many tests passed and failed (suites not counted) as JSON.
export default async function* summary(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for await (const event of source) {
    if (event.type !== "test:pass" && event.type !== "test:fail") continue;
    if (event.data.details?.type === "suite") continue;
    if (event.data.skip || event.data.todo) skipped++;
    else if (event.type === "test:pass") passed++;
    else failed++;
  }
  yield JSON.stringify({ passed, failed, skipped });
}
