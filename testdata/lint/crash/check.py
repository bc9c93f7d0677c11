#!/usr/bin/env python3
"""check.py - a crash while linting or translating one file fails that file only.

Usage: check.py CRASHTEST CU2HIP TREE WORKDIR
CRASHTEST is cu2hip_crashtest (cu2hip with the test hook of crash_main.c), CU2HIP the real
tool; TREE holds a.cu, b.cu (the file made to crash) and c.cu (+ c.cuh).
"""
import json
import os
import shutil
import subprocess
import sys

crash, real, tree, work = sys.argv[1:5]
failures = []


def run(exe, args, kind=None, **kw):
    env = dict(os.environ)
    env.pop("CU2HIP_TEST_CRASH", None)
    if kind:
        env["CU2HIP_TEST_CRASH"] = kind + ":b.cu"
    p = subprocess.run([exe] + args, capture_output=True, text=True, env=env, timeout=300, **kw)
    return p.returncode, p.stdout, p.stderr


def check(cond, what, detail=""):
    if not cond:
        failures.append(what + (("\n" + detail) if detail else ""))


# Lint: SARIF names the crashed file, the others keep their findings; exit 3.
for kind in ("segv", "abort", "kill"):
    for jobs in ("1", "2"):
        tag = "lint %s -j%s" % (kind, jobs)
        rc, out, err = run(crash, ["--lint", "--format=sarif", "-j", jobs, "--base-dir", tree, tree], kind)
        check(rc == 3, tag + ": exit 3", "rc=%d\n%s" % (rc, err))
        try:
            sarif = json.loads(out)
        except ValueError:
            check(False, tag + ": SARIF is JSON", out[:400])
            continue
        res = sarif["runs"][0]["results"]
        by = {}
        for x in res:
            uri = x["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            by.setdefault(uri, []).append(x["ruleId"])
        check(by.get("b.cu") == ["lint.internal-error"], tag + ": b.cu has the crash finding", repr(by))
        check("warp.size-literal" in by.get("a.cu", []), tag + ": a.cu linted", repr(by))
        check("warp.size-literal" in by.get("c.cu", []), tag + ": c.cu linted", repr(by))
        crash_msg = [x["message"]["text"] for x in res if x["ruleId"] == "lint.internal-error"]
        want = {"segv": "signal 11", "abort": "signal 6", "kill": "signal 9"}[kind]
        if "SANITIZE" not in os.environ.get("CU2HIP_BUILD_FLAVOUR", ""):
            check(any(want in m or "exited with status" in m for m in crash_msg),
                  tag + ": the message says how it died", repr(crash_msg))

# Text output: the crash is a finding like any other, and the summary counts the files.
rc, out, err = run(crash, ["--lint", "-j", "2", tree], "segv")
check(rc == 3, "lint text: exit 3", err)
check("b.cu:" in out and "[lint.internal-error]" in out, "lint text: b.cu named", out)
check("in 3 files; 4 files linted" in err, "lint text: summary counts files with findings", err)

# Without the hook (the real tool), the variable does nothing.
rc, out, err = run(real, ["--lint", "--format=sarif", "-j", "2", "--base-dir", tree, tree], "segv")
ids = [x["ruleId"] for x in json.loads(out)["runs"][0]["results"]] if rc == 0 else []
check(rc == 0 and "lint.internal-error" not in ids and len(ids) == 3, "real tool: no hook",
      "rc=%d %s %r" % (rc, err, ids))

# Batch: the other files are written, the crashed one is not, the report names it; exit 3.
for jobs in ("1", "2"):
    out_dir = os.path.join(work, "out" + jobs)
    shutil.rmtree(out_dir, ignore_errors=True)
    report = os.path.join(work, "report%s.json" % jobs)
    rc, out, err = run(crash, [tree, "--out-dir", out_dir, "-j", jobs, "--report", report,
                               "--cache-dir", os.path.join(work, "cache" + jobs), "--force"], "segv")
    tag = "batch -j" + jobs
    check(rc == 3, tag + ": exit 3", "rc=%d\n%s" % (rc, err))
    check(os.path.exists(os.path.join(out_dir, "a.cu")), tag + ": a.cu written")
    check(os.path.exists(os.path.join(out_dir, "c.cu")) and os.path.exists(os.path.join(out_dir, "c.cuh")),
          tag + ": c.cu and c.cuh written")
    check(not os.path.exists(os.path.join(out_dir, "b.cu")), tag + ": b.cu not written")
    try:
        rep = json.load(open(report))
    except (OSError, ValueError) as e:
        check(False, tag + ": report readable", str(e))
        continue
    recs = {f["path"]: f for f in rep["files"]}
    b = recs.get("b.cu", {})
    check(b.get("status") == "failed", tag + ": b.cu failed in the report", repr(b))
    check(any(x.get("ruleId", x.get("rule")) == "internal.crash" for x in b.get("findings", [])),
          tag + ": b.cu's record has the crash finding", repr(b))
    check(recs.get("a.cu", {}).get("status") == "translated", tag + ": a.cu translated", repr(recs.get("a.cu")))
    check("b.cu" in err and "internal.crash" in err, tag + ": stderr names b.cu", err)

# A crash-free batch through the worker processes equals the same run at -j1 (nothing lost).
outs = []
for jobs in ("1", "2"):
    out_dir = os.path.join(work, "clean" + jobs)
    shutil.rmtree(out_dir, ignore_errors=True)
    rc, _, err = run(real, [tree, "--out-dir", out_dir, "-j", jobs, "--cache-dir",
                            os.path.join(work, "ccache" + jobs), "--force"])
    check(rc == 0, "clean batch -j%s: exit 0" % jobs, err)
    outs.append({n: open(os.path.join(out_dir, n)).read() for n in sorted(os.listdir(out_dir))})
check(outs[0] == outs[1] and len(outs[0]) == 4, "clean batch: same outputs at -j1 and -j2", repr(outs))

if failures:
    print("FAIL:\n" + "\n".join(failures))
    sys.exit(1)
print("ok")
