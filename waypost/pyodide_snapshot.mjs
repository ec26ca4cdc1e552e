// Build-time helper, run by waypost/runtime_snapshot.py under Node:
//   node pyodide_snapshot.mjs PYODIDE_DIR WORK_DIR KEY
// WORK_DIR holds the site's stdlib-slim.zip, pyodide-lock.json, the search_core wheel (wheel.whl),
// the package compiled without its sources (pycache.zip, may be empty) and the worker glue
// (waypost_worker.py). Boots Pyodide on the slim stdlib exactly as the browser does, unpacks the
// compiled package (or, without it, the wheel) into site-packages itself, as the browser's normal
// start does (a memory snapshot cannot follow Pyodide's package loader: it keeps JS objects Pyodide
// cannot restore), imports the glue and every search_core module, records KEY in the glue
// (`waypost_worker.SNAPSHOT_KEY`, checked by the browser against runtime.json) and writes Pyodide's
// memory snapshot to WORK_DIR/snapshot.bin. Private Pyodide API (`_makeSnapshot`), pinned version.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);
function fail(error) {
  process.stderr.write(`${error && error.message ? error.message : error}\n`);
  process.exit(1);
}

const [pyodideDir, workDir, key] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: pyodideDir + "/",
  stdLibURL: join(workDir, "stdlib-slim.zip"),
  lockFileURL: join(workDir, "pyodide-lock.json"),
  env: { PYTHONHASHSEED: "0" },
  enableRunUntilComplete: false,
  _makeSnapshot: true,
  stdout: (line) => process.stderr.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
for (const name of ["wheel.whl", "pycache.zip", "waypost_worker.py"]) {
  pyodide.FS.writeFile(`/tmp/${name}`, readFileSync(join(workDir, name)));
}
pyodide.runPython(`
import sys
import zipfile
from pyodide._package_loader import SITE_PACKAGES
compiled = zipfile.is_zipfile("/tmp/pycache.zip")
zipfile.ZipFile("/tmp/pycache.zip" if compiled else "/tmp/wheel.whl").extractall(SITE_PACKAGES)
sys.path.insert(0, "/tmp")
import waypost_worker
waypost_worker.snapshot_prepare(${JSON.stringify(key)})
`);
writeFileSync(join(workDir, "snapshot.bin"), pyodide.makeMemorySnapshot());
process.stdout.write("ok\n");
