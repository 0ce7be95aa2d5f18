#!/usr/bin/env bash
# `npm run test:deploy`: the files of deploy/ read by the programs that will read them on the server. Every
# tool is required (a missing one fails the run, never skips a check): Debian's nginx,
# libnginx-mod-http-brotli-static, prometheus (promtool), curl; systemd-analyze comes with systemd.
set -euo pipefail
cd "$(dirname "$0")/.."
deploy=deploy

fail() {
  echo "ОШИБКА: $*" >&2
  exit 1
}
for tool in systemd-analyze nginx promtool openssl curl node; do
  command -v "$tool" >/dev/null 2>&1 || fail "нет программы $tool (docs/operations.md, «Checking the files of deploy/»)"
done

tmp=$(mktemp -d)
# nginx's workers (nobody, when root starts it) read the files served from here.
chmod 755 "$tmp"
stub=''
cleanup() {
  [ -f "$tmp/nginx.pid" ] && kill "$(cat "$tmp/nginx.pid")" 2>/dev/null || true
  [ -n "$stub" ] && kill "$stub" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

# --- systemd ------------------------------------------------------------------------------------------------
unit=$deploy/systemd/shop.service
# The unit runs what `npm start` runs after its build step, from the checkout.
start=$(node -p "require('./package.json').scripts.start")
exec_start=$(sed -n 's/^ExecStart=//p' "$unit")
[ "$(sed 's#^/usr/bin/node /srv/shop/#node #' <<<"$exec_start")" = "$start" ] ||
  fail "$unit: ExecStart=$exec_start не то, что npm start ($start)"
# verify needs ExecStart's program on this machine: a copy pointing at this node and an empty script.
touch "$tmp/shop.js"
sed "s#^ExecStart=.*#ExecStart=$(command -v node) $tmp/shop.js#" "$unit" >"$tmp/shop.service"
# Warnings (an unknown key, a bad value) go to stderr with exit code 0: any output is a failure.
out=$(systemd-analyze verify "$tmp/shop.service" 2>&1) || fail "systemd-analyze verify: $out"
[ -z "$out" ] || fail "systemd-analyze verify: $out"
# The hardening's exposure (the report's 0–10 is 0–100 to --threshold): above 2.0 fails.
systemd-analyze security --offline=yes --threshold=20 "$tmp/shop.service" >"$tmp/security.txt" 2>&1 ||
  fail "systemd-analyze security: $(tail -1 "$tmp/security.txt")"
echo "systemd: $(tail -1 "$tmp/security.txt")"

# --- nginx --------------------------------------------------------------------------------------------------
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=seyf-shop.ru -addext subjectAltName=DNS:seyf-shop.ru \
  -keyout "$tmp/key.pem" -out "$tmp/cert.pem" 2>/dev/null
# A whole nginx.conf around the site's file, as Debian's includes it; only the certificate and logs moved.
full_config() {
  cat <<EOF
pid $tmp/nginx.pid;
error_log $tmp/error.log;
include /etc/nginx/modules-enabled/*.conf;
events {}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    client_body_temp_path $tmp/body;
    proxy_temp_path $tmp/proxy;
    fastcgi_temp_path $tmp/fastcgi;
    uwsgi_temp_path $tmp/uwsgi;
    scgi_temp_path $tmp/scgi;
    include $1;
}
EOF
}
site() {
  sed -e "s#/etc/letsencrypt/live/seyf-shop.ru/fullchain.pem#$tmp/cert.pem#" \
    -e "s#/etc/letsencrypt/live/seyf-shop.ru/privkey.pem#$tmp/key.pem#" \
    -e "s#/var/log/nginx/#$tmp/#" "$deploy/nginx/shop.conf"
}
site >"$tmp/shop.conf"
full_config "$tmp/shop.conf" >"$tmp/nginx.conf"
nginx -t -q -c "$tmp/nginx.conf" || fail "nginx -t: $deploy/nginx/shop.conf"

# Then the same file serving: its ports, the upstream and the checkout moved into the temporary folder.
read -r http_port https_port shop_port < <(node -e "
  const net = require('node:net');
  const take = () => new Promise((done) => { const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address(); s.close(() => done(port)); }); });
  Promise.all([take(), take(), take()]).then((ports) => console.log(ports.join(' ')));")
mkdir -p "$tmp/srv/shell/dist/assets" "$tmp/srv/mf-catalog/dist" "$tmp/acme/.well-known/acme-challenge"
echo '<svg/>' >"$tmp/srv/shell/dist/assets/logo.0123abcd.svg"
echo 'console.log(1);' >"$tmp/srv/shell/dist/main.0123abcd.js"
gzip -k "$tmp/srv/shell/dist/main.0123abcd.js"
echo 'export {};' >"$tmp/srv/mf-catalog/dist/chunk.89abcdef.js"
echo 'proof' >"$tmp/acme/.well-known/acme-challenge/token"
site | sed -e "s#listen 80;#listen 127.0.0.1:$http_port;#" -e '/listen \[::\]/d' \
  -e "s#listen 443 ssl http2;#listen 127.0.0.1:$https_port ssl http2;#" \
  -e "s#server 127.0.0.1:3000;#server 127.0.0.1:$shop_port;#" \
  -e "s#/srv/shop#$tmp/srv#g" -e "s#/var/www/html#$tmp/acme#" >"$tmp/live.conf"
full_config "$tmp/live.conf" >"$tmp/live-nginx.conf"
# The shop's stand-in answers with the headers nginx sent it.
node -e "require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => {
  res.setHeader('content-type', 'application/json'); res.end(JSON.stringify({ url: req.url, headers: req.headers }));
}); }).listen($shop_port, '127.0.0.1')" &
stub=$!
nginx -c "$tmp/live-nginx.conf" || fail "nginx не запустился: $(cat "$tmp/error.log")"

https() {
  curl -sS --resolve "seyf-shop.ru:$https_port:127.0.0.1" --cacert "$tmp/cert.pem" "$@"
}
site_url="https://seyf-shop.ru:$https_port"
# The path the shop's stand-in was asked for (it answers it in JSON).
asked() { node -p 'JSON.parse(require("fs").readFileSync(0)).url'; }
same() { # what, actual, wanted
  [ "$2" = "$3" ] || fail "nginx: $1: «$2», ожидалось «$3»"
}
for _ in $(seq 50); do
  curl -s -o /dev/null "http://127.0.0.1:$shop_port/" && break
  sleep 0.1
done
same 'HTTP на HTTPS' "$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' -H 'Host: seyf-shop.ru' \
  "http://127.0.0.1:$http_port/catalog?page=2")" '301 https://seyf-shop.ru/catalog?page=2'
same 'ответ certbot' "$(curl -sS -H 'Host: seyf-shop.ru' \
  "http://127.0.0.1:$http_port/.well-known/acme-challenge/token")" proof
headers=$(https -H 'X-Forwarded-For: 203.0.113.9' "$site_url/catalog")
forwarded=$(node -p "const { headers: h } = JSON.parse(process.argv[1]);
  [h.host, h['x-forwarded-for'], h['x-forwarded-proto'], /^[0-9a-f]{32}$/.test(h['x-request-id'])].join(' ')" \
  "$headers")
same 'заголовки для магазина' "$forwarded" 'seyf-shop.ru 127.0.0.1 https true'
same 'HTTP/2' "$(https -o /dev/null -w '%{http_version}' "$site_url/")" 2
same 'файл с хешем' "$(https -o /dev/null -D - -H 'Accept-Encoding: gzip' "$site_url/main.0123abcd.js" |
  tr -d '\r' | tr '[:upper:]' '[:lower:]' | grep -E '^(content-encoding|cache-control):' | sort | tr '\n' ' ')" \
  'cache-control: public, max-age=31536000, immutable content-encoding: gzip '
same 'файл удалённого модуля' \
  "$(https -o /dev/null -w '%{http_code}' "$site_url/remotes/mf-catalog/chunk.89abcdef.js")" 200
same 'картинка сборки' "$(https -o /dev/null -w '%{http_code} %{content_type}' "$site_url/assets/logo.0123abcd.svg")" \
  '200 image/svg+xml'
same 'файл с хешем, которого нет' "$(https "$site_url/gone.0123abcd.js" | asked)" /gone.0123abcd.js
same '/api/metrics снаружи' "$(https -o /dev/null -w '%{http_code}' "$site_url/api/metrics")" 404
head -c $((51 * 1024 * 1024)) /dev/zero >"$tmp/import.csv"
same 'файл в 51 МБ' "$(https --data-binary "@$tmp/import.csv" "$site_url/api/admin/catalogueFiles/preview/" | asked)" \
  /api/admin/catalogueFiles/preview/
echo 0 >>"$tmp/import.csv"
same 'файл больше 51 МБ' "$(https --data-binary "@$tmp/import.csv" -w ' %{http_code}' "$site_url/api/1c/exchange")" \
  '{"message":"Файл слишком большой: не больше 50 МБ"} 413'
echo 'nginx: nginx -t и ответы через nginx: верно'

# --- Prometheus ---------------------------------------------------------------------------------------------
(cd "$deploy/prometheus" && promtool check config prometheus.yml && promtool test rules shop-rules.test.yml) ||
  fail promtool

# --- The settings' example ------------------------------------------------------------------------------------
# Every variable it sets is one the shop reads, by the name README's «Configuration» gives it.
for name in $(sed -n 's/^#\{0,1\}\([A-Z][A-Z0-9_]*\)=.*/\1/p' "$deploy/shop.env.example"); do
  grep -q "^- \`$name\`" README.md || fail "$deploy/shop.env.example: $name нет в README («Configuration»)"
done
echo 'deploy: всё верно'
