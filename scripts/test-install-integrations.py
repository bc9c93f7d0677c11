#!/usr/bin/env python3
"""test-install-integrations.py - runs the CI integrations as their hosts would (called by
scripts/test-install integrations):
  test-install-integrations.py SOURCE_DIR BUILD_DIR REPO_DIR
.pre-commit-hooks.yaml: the hook is well formed, its file pattern picks CUDA files, and its entry
runs (with the file names appended, as pre-commit does) with the lint's exit status.
action.yml: a composite action whose bash steps are run in order as the GitHub runner runs
them (bash -eo pipefail, ${{ }} expressions, `if:` conditions, GITHUB_OUTPUT), the upload step
checked, not run (it needs GitHub); scenarios: findings, clean, clang args, usage error,
cu2hip found on PATH. Prints ok/FAILED lines; exit status 1 when anything failed."""
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

import yaml

src, build, repo = (os.path.abspath(a) for a in sys.argv[1:4])
failures = 0


def check(what, cond, detail=""):
    global failures
    print(("ok: " if cond else "FAILED: ") + what)
    if not cond:
        failures += 1
        if detail:
            print("  " + str(detail).replace("\n", "\n  "))


# ---- fixtures: a file with a warning-level finding, a clean one, a non-CUDA file ----
with open(os.path.join(repo, "src", "warp.cu"), "w") as f:
    f.write("__global__ void k(int *o) { o[threadIdx.x % 32] = 1; }\n")
with open(os.path.join(repo, "src", "notes.py"), "w") as f:
    f.write("print('not CUDA')\n")
env_base = dict(os.environ)
env_base["PATH"] = build + os.pathsep + "/usr/local/bin:/usr/bin:/bin"

# ---- pre-commit ----
with open(os.path.join(src, ".pre-commit-hooks.yaml")) as f:
    hooks = yaml.safe_load(f)
check("pre-commit: a list of hooks", isinstance(hooks, list) and hooks)
hook = next((h for h in hooks if h.get("id") == "cu2hip-lint"), None)
check("pre-commit: hook cu2hip-lint", hook is not None)
hook = hook or {}
for key in ("id", "name", "entry", "language"):
    check("pre-commit: hook has " + key, key in hook)
check("pre-commit: language system (runs the installed cu2hip)", hook.get("language") == "system")
entry = shlex.split(hook.get("entry", ""))
check("pre-commit: entry is cu2hip --lint", entry[:2] == ["cu2hip", "--lint"], entry)
pattern = re.compile(hook.get("files", ""))
picked = sorted(p for p in ["src/warp.cu", "src/k.cuh", "src/notes.py", "src/a.cpp", "cuda.txt"]
                if pattern.search(p))
check("pre-commit: files picks .cu and .cuh only", picked == ["src/k.cuh", "src/warp.cu"], picked)


def run_hook(args, files):
    """pre-commit runs ENTRY ARGS FILES in the repository's root"""
    return subprocess.run(entry + args + files, cwd=repo, env=env_base, capture_output=True, text=True)


r = run_hook([], ["src/clean.cu"])
check("pre-commit: clean file passes", r.returncode == 0, r.stderr)
r = run_hook(["--werror"], ["src/clean.cu", "src/warp.cu"])
check("pre-commit: args [--werror] fail on a warning", r.returncode == 1, r.stdout + r.stderr)
check("pre-commit: the finding is shown", "src/warp.cu:1:" in r.stdout + r.stderr
      and "[warp.size-literal]" in r.stdout + r.stderr, r.stdout + r.stderr)
r = run_hook(["--werror", "--ignore=warp.size-literal"], ["src/warp.cu"])
check("pre-commit: args can ignore a rule", r.returncode == 0, r.stdout + r.stderr)
# include paths as args: without -Iinc the header is missing (a parse warning); with it the
# macro from the header makes the finding
os.makedirs(os.path.join(repo, "inc"), exist_ok=True)
with open(os.path.join(repo, "inc", "lanes.h"), "w") as f:
    f.write("#define LANES 32\n")
with open(os.path.join(repo, "src", "uses_inc.cu"), "w") as f:
    f.write('#include "lanes.h"\n__global__ void k(int *o) { o[threadIdx.x % LANES] = 1; }\n')
r = run_hook(["-Iinc"], ["src/uses_inc.cu"])
out = r.stdout + r.stderr
check("pre-commit: args [-Iinc] reach the parse", "[warp.size-literal]" in out and "[parse]" not in out, out)

# ---- GitHub Action ----
with open(os.path.join(src, "action.yml")) as f:
    action = yaml.safe_load(f)
check("action: name and description", action.get("name") and action.get("description"))
runs = action.get("runs", {})
check("action: composite", runs.get("using") == "composite")
steps = runs.get("steps", [])
uploads = [s for s in steps if str(s.get("uses", "")).startswith("github/codeql-action/upload-sarif@")]
check("action: uploads with github/codeql-action/upload-sarif", len(uploads) == 1)
check("action: every run step says its shell", all("shell" in s for s in steps if "run" in s))
inputs_decl = action.get("inputs", {})
for name in ("paths", "args", "sarif-file", "upload", "category", "fail-on-findings", "cu2hip"):
    check("action: input " + name, name in inputs_decl)


def expr_value(expr, ctx):
    """evaluates the ${{ }} expressions this action uses: inputs.X, steps.ID.outputs.Y, string
    literals, ==, !=, &&, ||, !, always(), success(), failure()"""
    tokens = re.findall(r"'(?:[^']|'')*'|[A-Za-z_][A-Za-z0-9_.-]*\(\)|[A-Za-z_][A-Za-z0-9_.-]*|==|!=|&&|\|\||!|\(|\)", expr)
    py = []
    for t in tokens:
        if t.startswith("'"):
            py.append(repr(t[1:-1].replace("''", "'")))
        elif t == "&&":
            py.append(" and ")
        elif t == "||":
            py.append(" or ")
        elif t == "!":
            py.append(" not ")
        elif t in ("==", "!=", "(", ")"):
            py.append(t)
        elif t == "always()":
            py.append("True")
        elif t == "success()":
            py.append(repr(not ctx["failed"]))
        elif t == "failure()":
            py.append(repr(ctx["failed"]))
        elif t.startswith("inputs."):
            py.append(repr(ctx["inputs"].get(t[7:], "")))
        elif t.startswith("steps."):
            parts = t.split(".")
            if len(parts) == 4 and parts[2] == "outputs":
                py.append(repr(ctx["outputs"].get(parts[1], {}).get(parts[3], "")))
            elif len(parts) == 3 and parts[2] in ("outcome", "conclusion"):
                py.append(repr(ctx["outcomes"].get(parts[1], "")))
            else:
                raise ValueError("unsupported expression " + t)
        elif t == "github.action_path":
            py.append(repr(src))
        elif t == "github.workspace":
            py.append(repr(repo))
        else:
            raise ValueError("unsupported expression " + t)
    return eval("".join(py), {})


def substitute(text, ctx):
    return re.sub(r"\$\{\{(.*?)\}\}", lambda m: str(expr_value(m.group(1), ctx)), str(text))


def run_action(inputs, path_extra=None):
    """runs the action; returns (success, ctx, log)"""
    ctx = {"inputs": {}, "outputs": {}, "outcomes": {}, "failed": False}
    for name, decl in inputs_decl.items():
        ctx["inputs"][name] = str(inputs.get(name, decl.get("default", "")))
    log = ""
    with tempfile.TemporaryDirectory() as tmp:
        for i, step in enumerate(steps):
            sid = step.get("id", "step%d" % i)
            cond = step.get("if")
            run_it = expr_value(cond, ctx) if cond else not ctx["failed"]
            if isinstance(cond, str) and not re.search(r"always\(\)|failure\(\)", cond):
                run_it = run_it and not ctx["failed"]   # an if without a status function implies success()
            if not run_it:
                ctx["outcomes"][sid] = "skipped"
                continue
            if "uses" in step:
                with_ = {k: substitute(v, ctx) for k, v in step.get("with", {}).items()}
                ctx.setdefault("uploaded", []).append(with_)
                ctx["outcomes"][sid] = "success"
                continue
            check("action: step '%s' runs bash" % step.get("name", sid), step.get("shell") == "bash")
            out_file = os.path.join(tmp, "output.%d" % i)
            open(out_file, "w").close()
            env = dict(env_base)
            env["PATH"] = (path_extra + os.pathsep if path_extra else "") + "/usr/local/bin:/usr/bin:/bin"
            env.update({"GITHUB_OUTPUT": out_file, "GITHUB_ACTION_PATH": src, "GITHUB_WORKSPACE": repo,
                        "RUNNER_TEMP": tmp})
            for k, v in step.get("env", {}).items():
                env[k] = substitute(v, ctx)
            script = os.path.join(tmp, "step%d.sh" % i)
            with open(script, "w") as f:
                f.write(substitute(step["run"], ctx))
            r = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
                               cwd=repo, env=env, capture_output=True, text=True)
            log += "[%s] rc=%d\n%s%s" % (sid, r.returncode, r.stdout, r.stderr)
            outs = {}
            with open(out_file) as f:
                for line in f:
                    if "=" in line:
                        k, v = line.rstrip("\n").split("=", 1)
                        outs[k] = v
            ctx["outputs"][sid] = outs
            ctx["outcomes"][sid] = "success" if r.returncode == 0 else "failure"
            if r.returncode != 0:
                ctx["failed"] = True
    return not ctx["failed"], ctx, log


def sarif_results(path):
    with open(os.path.join(repo, path)) as f:
        d = json.load(f)
    return d["runs"][0]["results"]


cu2hip = os.path.join(build, "cu2hip")
ok, ctx, log = run_action({"cu2hip": cu2hip, "paths": "src", "args": "--werror"})
check("action: findings with --werror fail the action", not ok, log)
check("action: exit-code output 1", ctx["outputs"].get("lint", {}).get("exit-code") == "1", log)
sarif = ctx["outputs"].get("lint", {}).get("sarif-file", "")
check("action: sarif-file output", sarif == "cu2hip-lint.sarif", log)
res = sarif_results(sarif) if sarif else []
check("action: the SARIF report has the finding",
      any(r.get("ruleId") == "warp.size-literal" for r in res), res)
check("action: SARIF paths relative to the workspace",
      all(not loc["physicalLocation"]["artifactLocation"]["uri"].startswith(("/", "file:"))
          for r in res for loc in r.get("locations", [])), res)
up = ctx.get("uploaded", [])
check("action: the report is uploaded, with its category",
      up == [{"sarif_file": "cu2hip-lint.sarif", "category": "cu2hip-lint"}], up)

ok, ctx, log = run_action({"cu2hip": cu2hip, "paths": "src", "args": "--werror",
                           "fail-on-findings": "false", "upload": "false",
                           "sarif-file": "out/lint.sarif"})
check("action: fail-on-findings false passes", ok, log)
check("action: upload false uploads nothing", not ctx.get("uploaded"), ctx.get("uploaded"))
check("action: sarif-file in a new directory", os.path.isfile(os.path.join(repo, "out/lint.sarif")), log)

ok, ctx, log = run_action({"cu2hip": cu2hip, "paths": "src/clean.cu src/warp.cu",
                           "args": "--werror --ignore=warp -- -DUNUSED=1 -Iinclude"})
check("action: options and clang args after --", ok and ctx["outputs"]["lint"].get("exit-code") == "0", log)

ok, ctx, log = run_action({"cu2hip": cu2hip, "args": "--select=no-such-rule"})
check("action: a usage error fails the lint step", not ok and ctx["outcomes"].get("lint") == "failure", log)
check("action: nothing uploaded after a usage error", not ctx.get("uploaded"), ctx.get("uploaded"))

ok, ctx, log = run_action({"paths": "src/clean.cu"}, path_extra=build)
check("action: cu2hip found on PATH", ok and ctx["outputs"]["tool"].get("path") == cu2hip, log)

sys.exit(1 if failures else 0)
