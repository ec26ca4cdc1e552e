// Build-time helper, run by waypost/runtime_stdlib.py under Node:
//   node pyodide_slim.mjs PYODIDE_DIR WORK_DIR
// WORK_DIR holds pyodide-lock.json (the site's, naming the search_core wheel), the wheel and
// pyodide_slim.py. Boots Pyodide with a fixed hash seed, unpacks the wheel into site-packages with
// zipfile (the browser's normal start does not use Pyodide's package loader either: it unpacks the
// package compiled here), imports search_core, then lets pyodide_slim.py write
// WORK_DIR/stdlib-slim.zip and WORK_DIR/pycache.zip; prints the stdlib module list as JSON.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// Errors print their message only: Node would otherwise echo a whole line of minified Pyodide.
process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);
function fail(error) {
  process.stderr.write(`${error && error.message ? error.message : error}\n`);
  process.exit(1);
}

const [pyodideDir, workDir] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: pyodideDir + "/",
  lockFileURL: join(workDir, "pyodide-lock.json"),
  env: { PYTHONHASHSEED: "0" },
  stdout: (line) => process.stderr.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
const lock = JSON.parse(readFileSync(join(workDir, "pyodide-lock.json"), "utf8"));
const wheel = lock.packages["search-core"].file_name;
pyodide.FS.writeFile("/tmp/wheel.whl", readFileSync(join(workDir, wheel)));
pyodide.FS.writeFile("/tmp/pyodide_slim.py", readFileSync(join(workDir, "pyodide_slim.py")));
const modules = pyodide.runPython(`
import sys
import zipfile
from pyodide._package_loader import SITE_PACKAGES
zipfile.ZipFile("/tmp/wheel.whl").extractall(SITE_PACKAGES)
import search_core
loaded = sorted(sys.modules)
sys.path.insert(0, "/tmp")
import json
import pyodide_slim
json.dumps(pyodide_slim.main("/tmp/stdlib-slim.zip", "search_core", loaded, "/tmp/pycache.zip"))
`);
writeFileSync(join(workDir, "stdlib-slim.zip"), pyodide.FS.readFile("/tmp/stdlib-slim.zip"));
writeFileSync(join(workDir, "pycache.zip"), pyodide.FS.readFile("/tmp/pycache.zip"));
process.stdout.write(modules + "\n");
