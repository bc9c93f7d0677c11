#!/bin/sh
# fetch-sarif-schema.sh DEST - installs the official OASIS SARIF 2.1.0 JSON schema
# (sarif-2.1.0-rtm.5.json) at DEST for the lint's SARIF test. The schema ships in Microsoft's
# npm package @microsoft/jest-sarif; `npm pack` downloads that package's tarball only (no
# dependencies, nothing installed), and the schema file is extracted from it. Nothing fetched
# is committed: the test looks for DEST at run time.
set -eu
dest=${1:?usage: fetch-sarif-schema.sh DEST}
[ -s "$dest" ] && exit 0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent @microsoft/jest-sarif@1.0.0-beta.0 >/dev/null)
tar -xzf "$tmp"/microsoft-jest-sarif-1.0.0-beta.0.tgz -C "$tmp" package/lib/schemas/sarif-2.1.0-rtm.5.json
mkdir -p "$(dirname "$dest")"
cp "$tmp"/package/lib/schemas/sarif-2.1.0-rtm.5.json "$dest.tmp"
mv "$dest.tmp" "$dest"
