#!/usr/bin/env python3
"""lint_test.py - test driver for `cu2hip --lint` (registered by cmake/tests-lint.cmake).

Subcommands (each exits 0 on success, 1 with a diff/explanation on failure):
  checks CU2HIP FILE.cu RULES   golden findings: the set of (line, rule) that
                                `--lint --format=json --select=RULES` reports must equal the
                                "// expect: id[, id]" annotations of FILE.cu (positives), and no
                                other line may have a finding (negatives)
  golden CU2HIP DIR             output formats: runs the commands listed in DIR/cases.txt and
                                compares stdout with the named golden files
  sarif CU2HIP SCHEMA DIR       SARIF 2.1.0: validates the lint's SARIF against the official
                                JSON schema (python3-jsonschema) and checks what GitHub code
                                scanning needs (rules, regions, fingerprints stable across runs)
  scenario CU2HIP NAME DIR      suppressions, config, baseline, exit statuses, directory walk
  coverage CU2HIP DIR           every rule of the lint's reference (SARIF tool.driver.rules) has a
                                precision fixture DIR/RULE.cu (or is named in DIR/elsewhere.txt
                                with the test that covers it)

A fixture may carry "// lint-args: ARGS" lines (extra options, e.g. --hip-version=5.2).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

EXPECT = re.compile(r"//\s*expect:\s*([\w.,\s-]+)$")


def run(cmd, cwd=None, ok=(0, 1)):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if "Sanitizer" in p.stderr or "runtime error:" in p.stderr:
        sys.exit("sanitizer report from %s:\n%s" % (" ".join(cmd), p.stderr))
    if p.returncode not in ok:
        sys.exit("unexpected exit %d from %s\nstdout:\n%s\nstderr:\n%s" %
                 (p.returncode, " ".join(cmd), p.stdout, p.stderr))
    return p


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def cmd_checks(cu2hip, path, rules):
    want = set()
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            m = EXPECT.search(line.rstrip("\n"))
            if m:
                for rid in m.group(1).split(","):
                    if rid.strip():
                        want.add((n, rid.strip()))
    d = os.path.dirname(os.path.abspath(path))
    extra_args = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"//\s*lint-args:\s*(.*)$", line.strip())
            if m:
                extra_args += m.group(1).split()
    p = run([cu2hip, "--lint", "--format=json", "--select=" + rules] + extra_args + [os.path.basename(path)], cwd=d)
    got_list = json.loads(p.stdout)
    got = {(f["line"], f["ruleId"]) for f in got_list}
    for f in got_list:
        for key in ("file", "line", "column", "endLine", "endColumn", "severity", "ruleId", "message", "fingerprint"):
            if key not in f:
                fail("finding without %r: %r" % (key, f))
        if f["endLine"] == f["line"] and f["endColumn"] <= f["column"]:
            fail("empty range: %r" % f)
        if f["message"] != f["message"].rstrip(".") or f["message"][:1].isupper():
            fail("message must be lowercase without a trailing period: %r" % f["message"])
    missing = sorted(want - got)
    extra = sorted(got - want)
    if missing or extra:
        for ln, rid in missing:
            print("missing: %s:%d [%s]" % (path, ln, rid))
        for ln, rid in extra:
            print("unexpected: %s:%d [%s]" % (path, ln, rid))
        fail("%d missing, %d unexpected findings" % (len(missing), len(extra)))
    if not want and "expect-none" not in open(path, encoding="utf-8").read():
        fail("no expectations in " + path)
    print("ok: %d findings as expected in %s" % (len(want), os.path.basename(path)))


def cmd_coverage(cu2hip, d):
    with tempfile.TemporaryDirectory() as t:
        src = os.path.join(t, "empty.cu")
        with open(src, "w", encoding="utf-8") as f:
            f.write("__global__ void k(int *p) { p[0] = 1; }\n")
        p = run([cu2hip, "--lint", "--format=sarif", src], cwd=t)
    ids = [r["id"] for r in json.loads(p.stdout)["runs"][0]["tool"]["driver"]["rules"]]
    elsewhere = {}
    try:
        with open(os.path.join(d, "elsewhere.txt"), encoding="utf-8") as f:
            for line in f:
                if line.strip() and not line.startswith("#"):
                    rid, test = line.split(None, 1)
                    elsewhere[rid] = test.strip()
    except OSError:
        pass
    missing = [r for r in ids if not os.path.exists(os.path.join(d, r + ".cu")) and r not in elsewhere]
    if len(ids) < 20:
        fail("only %d rules in the reference" % len(ids))
    if missing:
        fail("rules without a precision fixture in %s: %s" % (d, ", ".join(missing)))
    print("ok: %d rules, each with a precision fixture" % len(ids))


def cmd_golden(cu2hip, d):
    n = 0
    with open(os.path.join(d, "cases.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            golden, status, args = line.split(None, 2)
            p = run([cu2hip] + args.split(), cwd=d, ok=(0, 1, 2))
            if p.returncode != int(status):
                fail("%s: exit %d, expected %s\n%s" % (args, p.returncode, status, p.stderr))
            with open(os.path.join(d, golden), encoding="utf-8") as g:
                want = g.read()
            if p.stdout != want:
                import difflib
                sys.stdout.writelines(difflib.unified_diff(want.splitlines(True), p.stdout.splitlines(True),
                                                           golden, "actual"))
                fail("output of '%s' differs from %s" % (args, golden))
            n += 1
    print("ok: %d golden outputs" % n)


def cmd_sarif(cu2hip, schema_path, d):
    try:
        import jsonschema
    except ImportError:
        fail("python3-jsonschema is not installed (apt-get install python3-jsonschema)")
    if not os.path.exists(schema_path):
        fail("SARIF 2.1.0 schema not found at %s (see testdata/lint/fetch-sarif-schema.sh)" % schema_path)
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    args = ["--lint", "--format=sarif", "--base-dir", ".", "src"]
    a = json.loads(run([cu2hip] + args, cwd=d).stdout)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    errors = sorted(cls(schema).iter_errors(a), key=lambda e: list(e.path))
    for e in errors[:10]:
        print("schema: %s at %s" % (e.message, "/".join(str(x) for x in e.path)))
    if errors:
        fail("%d schema errors" % len(errors))
    run_ = a["runs"][0]
    rules = {r["id"]: r for r in run_["tool"]["driver"]["rules"]}
    for r in rules.values():
        for k in ("shortDescription", "fullDescription", "help"):
            if not r.get(k, {}).get("text"):
                fail("rule %s lacks %s" % (r["id"], k))
    if not run_["results"]:
        fail("no results")
    for res in run_["results"]:
        if res["ruleId"] not in rules:
            fail("result rule %s not in tool.driver.rules" % res["ruleId"])
        if rules[res["ruleId"]]["id"] != run_["tool"]["driver"]["rules"][res["ruleIndex"]]["id"]:
            fail("ruleIndex mismatch")
        loc = res["locations"][0]["physicalLocation"]
        if loc["artifactLocation"].get("uriBaseId") != "SRCROOT" or loc["artifactLocation"]["uri"].startswith("/"):
            fail("location not relative to SRCROOT: %r" % loc)
        reg = loc["region"]
        if not all(k in reg for k in ("startLine", "startColumn", "endLine", "endColumn")):
            fail("incomplete region %r" % reg)
        if not res.get("partialFingerprints"):
            fail("result without partialFingerprints")
    # fingerprints survive moving code down (line numbers change, fingerprints do not)
    tmp = tempfile.mkdtemp()
    try:
        shutil.copytree(os.path.join(d, "src"), os.path.join(tmp, "src"))
        for name in os.listdir(os.path.join(tmp, "src")):
            p = os.path.join(tmp, "src", name)
            with open(p, encoding="utf-8") as f:
                text = f.read()
            with open(p, "w", encoding="utf-8") as f:
                f.write("// a new comment\n\n// moves every line down\n" + text)
        b = json.loads(run([cu2hip] + args, cwd=tmp).stdout)
    finally:
        shutil.rmtree(tmp)
    fa = sorted(json.dumps(r["partialFingerprints"]) for r in run_["results"])
    fb = sorted(json.dumps(r["partialFingerprints"]) for r in b["runs"][0]["results"])
    if fa != fb:
        fail("fingerprints changed when lines moved")
    if len(set(fa)) != len(fa):
        fail("duplicate fingerprints")
    print("ok: SARIF valid against %s, %d results, %d rules" % (os.path.basename(schema_path),
                                                                len(run_["results"]), len(rules)))


def lint(cu2hip, cwd, *args, ok=(0, 1, 2)):
    return run([cu2hip, "--lint"] + list(args), cwd=cwd, ok=ok)


def ids(p):
    return sorted((f["file"], f["line"], f["ruleId"]) for f in json.loads(p.stdout))


def expect(cond, msg):
    if not cond:
        fail(msg)


def cmd_scenario(cu2hip, name, d):
    tmp = tempfile.mkdtemp()
    try:
        work = os.path.join(tmp, "w")
        shutil.copytree(d, work)
        globals()["scn_" + name.replace("-", "_")](cu2hip, work)
    finally:
        shutil.rmtree(tmp)
    print("ok: scenario " + name)


def scn_suppress(cu2hip, w):
    p = lint(cu2hip, w, "--format=json", "suppress.cu")
    got = ids(p)
    want = json.load(open(os.path.join(w, "suppress.expected.json")))
    expect(got == sorted(tuple(x) for x in want), "suppress: got %r\nwant %r" % (got, want))
    expect(p.returncode == 0, "suppress: warnings only must exit 0, got %d" % p.returncode)
    p = lint(cu2hip, w, "--format=json", "clean.cu")
    expect(ids(p) == [("clean.cu", 2, "lint.suppression")], "malformed comment in a clean file: %r" % ids(p))


def scn_config(cu2hip, w):
    # nearest .cu2hip.json: proj/ turns warp rules off and makes clock an error
    p = lint(cu2hip, w, "--format=json", "proj/sub/kernel.cu", "plain/kernel.cu")
    got = ids(p)
    rules_proj = {r for f, l, r in got if f.startswith("proj/")}
    rules_plain = {r for f, l, r in got if f.startswith("plain/")}
    expect("warp.size-literal" not in rules_proj and "warp.size-literal" in rules_plain,
           "config ignore not applied per tree: %r" % got)
    sev = {(f["file"], f["ruleId"]): f["severity"] for f in json.loads(p.stdout)}
    expect(sev.get(("proj/sub/kernel.cu", "device.clock-timing")) == "error", "severity override: %r" % sev)
    expect(sev.get(("plain/kernel.cu", "device.clock-timing")) == "warning", "default severity: %r" % sev)
    expect(p.returncode == 1, "an error-level finding must exit 1, got %d" % p.returncode)
    # --config overrides discovery
    p = lint(cu2hip, w, "--format=json", "--config", "select-clock.json", "proj/sub/kernel.cu", "plain/kernel.cu")
    expect({r for _, _, r in ids(p)} == {"device.clock-timing"}, "--config select: %r" % ids(p))
    # bad configs: file:line:col error, exit 2, nothing on stdout
    for bad, where in (("bad-syntax.json", ":3:16: error: unexpected character ','"), ("bad-key.json", ":3:9: error: unknown key 'selct'"),
                       ("bad-rule.json", ":2:32: error: unknown rule id 'warp.no-such-rule'"),
                       ("bad-sev.json", ":2:50: error: severity of 'device.clock-timing'")):
        p = lint(cu2hip, w, "--config", bad, "plain/kernel.cu")
        expect(p.returncode == 2, "%s: exit %d, expected 2" % (bad, p.returncode))
        expect(p.stdout == "", "%s: output on stdout" % bad)
        expect((bad + where) in p.stderr, "%s: expected %r in %r" % (bad, bad + where, p.stderr))


def scn_baseline(cu2hip, w):
    base = os.path.join(w, "base.json")
    p = lint(cu2hip, w, "--write-baseline", base, "old.cu")
    expect(p.returncode == 0 and p.stdout == "", "write-baseline: exit %d" % p.returncode)
    data = json.load(open(base))
    expect(data["version"] == 1 and len(data["findings"]) >= 2, "baseline content %r" % data)
    p = lint(cu2hip, w, "--format=json", "--werror", "--baseline", base, "old.cu")
    expect(p.returncode == 0 and json.loads(p.stdout) == [], "baseline must hide old findings: %s" % p.stdout)
    # a new finding appears (and old code moves down): only the new one is reported
    with open(os.path.join(w, "old.cu")) as f:
        text = f.read()
    text = text.replace("// NEW", "    lane += threadIdx.x % 32;\n")
    with open(os.path.join(w, "old.cu"), "w") as f:
        f.write("// header comment\n" + text)
    p = lint(cu2hip, w, "--format=json", "--werror", "--baseline", base, "old.cu")
    got = json.loads(p.stdout)
    expect(len(got) == 1 and got[0]["ruleId"] == "warp.size-literal", "new finding only: %r" % got)
    expect(p.returncode == 1, "new warning with --werror must exit 1, got %d" % p.returncode)
    with open(os.path.join(w, "bad-base.json"), "w") as f:
        f.write('{"version": 1, "findings": [ {"fingerprint": 3} ]}')
    p = lint(cu2hip, w, "--baseline", "bad-base.json", "old.cu")
    expect(p.returncode == 2, "bad baseline must exit 2, got %d" % p.returncode)


def scn_exit(cu2hip, w):
    cases = [
        (0, ["clean.cu"]),                                   # no findings
        (0, ["warn.cu"]),                                    # warnings only
        (1, ["--werror", "warn.cu"]),                        # --werror makes warnings fail
        (1, ["err.cu"]),                                     # error-level finding
        (0, ["cg_portable.cu"]),                             # notes only (a replaced reduce.h)
        (0, ["--werror", "cg_portable.cu"]),                 # notes never fail
        (0, ["--ignore=api.unsupported", "err.cu"]),         # ignored
        (0, ["--select=warp", "err.cu"]),                    # not selected
        (2, ["--select=warp.nonexistent", "warn.cu"]),       # unknown rule id
        (2, ["missing.cu"]),                                 # unreadable input
        (2, ["--format=csv", "warn.cu"]),                    # not a lint format
        (2, []),                                             # no inputs
    ]
    for status, args in cases:
        p = lint(cu2hip, w, *args)
        expect(p.returncode == status, "%r: exit %d, expected %d\n%s" % (args, p.returncode, status, p.stderr))
    p = lint(cu2hip, w, "--quiet", "--format=json", "warn.cu")
    expect(p.stderr == "" and len(json.loads(p.stdout)) == 1, "--quiet: %r" % p.stderr)


def scn_walk(cu2hip, w):
    p = lint(cu2hip, w, "--format=json", "--select=warp,device,launch", "tree")
    files = sorted({f for f, _, _ in ids(p)})
    want = ["tree/a/kernel.cu", "tree/a/util.cuh", "tree/b/host.cpp", "tree/b/nested/deep.cu"]
    expect(files == want, "walked %r, expected %r" % (files, want))
    # --exclude/--include as in batch mode: a name pattern matches any component, a path pattern
    # the path below the directory walked
    for args, want in [
            (["--exclude", "nested"], ["tree/a/kernel.cu", "tree/a/util.cuh", "tree/b/host.cpp"]),
            (["--exclude", "b/*"], ["tree/a/kernel.cu", "tree/a/util.cuh"]),
            (["--exclude", "*.cuh"], ["tree/a/kernel.cu", "tree/b/host.cpp", "tree/b/nested/deep.cu"]),
            (["--include", "*.cu"], ["tree/a/kernel.cu", "tree/b/nested/deep.cu"]),
            (["--include", "a/*", "--include", "*.cpp"], ["tree/a/kernel.cu", "tree/a/util.cuh", "tree/b/host.cpp"])]:
        p = lint(cu2hip, w, "--format=json", "--select=warp,device,launch", *args, "tree")
        got = sorted({f for f, _, _ in ids(p)})
        expect(got == want, "%r walked %r, expected %r" % (args, got, want))
    # -j: the same output for any number of workers, and the summary counts files with findings
    outs = [lint(cu2hip, w, "--format=json", "-j", j, "tree").stdout for j in ("1", "2", "3")]
    expect(outs[0] == outs[1] == outs[2], "-j1/-j2/-j3 outputs differ")
    p = lint(cu2hip, w, "-j", "2", "--select=warp", "tree")
    expect("2 findings (0 errors, 2 warnings, 0 notes) in 2 files; 4 files linted" in p.stderr,
           "summary: %r" % p.stderr)
    # a header reached under two spellings (spell/common.cuh, spell/sub/../common.cuh) is one file:
    # its finding is reported once, under the linted file's spelling or the first seen
    for args in ([], ["--exclude", "common.cuh"], ["-j", "1"]):
        p = lint(cu2hip, w, "--format=json", "--select=parse", *args, "spell")
        expect(ids(p) == [("spell/common.cuh", 3, "parse")], "%r spellings: %r" % (args, ids(p)))
    p = lint(cu2hip, w, "spell")
    expect("2 findings (0 errors, 1 warning, 1 note) in 1 file; 3 files linted" in p.stderr, "summary: %r" % p.stderr)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    cmd = sys.argv[1]
    if cmd == "checks":
        cmd_checks(sys.argv[2], sys.argv[3], sys.argv[4])
    elif cmd == "golden":
        cmd_golden(sys.argv[2], sys.argv[3])
    elif cmd == "sarif":
        cmd_sarif(sys.argv[2], sys.argv[3], sys.argv[4])
    elif cmd == "scenario":
        cmd_scenario(sys.argv[2], sys.argv[3], sys.argv[4])
    elif cmd == "coverage":
        cmd_coverage(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
