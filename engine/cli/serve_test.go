package cli

import (
	"bytes"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// webDir makes a web build in a temporary folder: each file with
// recognisable contents, the large ones with .gz and .br copies, and a
// secret beside the folder that no request may reach.
func webDir(t *testing.T) string {
	t.Helper()
	parent := t.TempDir()
	dir := filepath.Join(parent, "web")
	files := map[string]string{
		"index.html":             "<!doctype html>page",
		"start.js":               "start()",
		"start.js.gz":            "GZ start",
		"start.js.br":            "BR start",
		"wasm_exec.js":           "go()",
		"backtracklab.wasm":      "\x00asm plain",
		"backtracklab.wasm.gz":   "GZ wasm",
		"backtracklab.wasm.br":   "BR wasm",
		"icon.png":               "\x89PNG icon",
		"fonts/cjk.ttf":          "font",
		"fonts/cjk.ttf.gz":       "GZ font",
		"docs/index.html":        "docs page",
		"notes.unknownextension": "notes",
	}
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(parent, "secret.txt"), []byte("SECRET"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// get asks h for target with the Accept-Encoding given ("" for none).
func get(t *testing.T, h http.Handler, target, acceptEncoding string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, "http://localhost"+target, nil)
	// httptest.NewRequest parses the target; set the raw path as sent.
	req.URL.Path = target
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func body(t *testing.T, r *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func handler(t *testing.T) http.Handler {
	t.Helper()
	h, err := newWebHandler(webDir(t))
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestServePrecompressed(t *testing.T) {
	h := handler(t)
	for _, tc := range []struct {
		target, accept string
		encoding, body string
	}{
		{"/backtracklab.wasm", "gzip, deflate, br, zstd", "br", "BR wasm"}, // Chromium's header
		{"/backtracklab.wasm", "gzip, deflate", "gzip", "GZ wasm"},
		{"/backtracklab.wasm", "br;q=0, gzip", "gzip", "GZ wasm"},
		{"/backtracklab.wasm", "BR", "br", "BR wasm"},
		{"/backtracklab.wasm", "*", "br", "BR wasm"},
		{"/backtracklab.wasm", "*, br;q=0", "gzip", "GZ wasm"},
		{"/backtracklab.wasm", "gzip;q=0, br;q=0", "", "\x00asm plain"},
		{"/backtracklab.wasm", "identity", "", "\x00asm plain"},
		{"/backtracklab.wasm", "", "", "\x00asm plain"},
		{"/start.js", "br", "br", "BR start"},
		{"/fonts/cjk.ttf", "gzip, br", "gzip", "GZ font"}, // no .br copy: the .gz
		{"/wasm_exec.js", "gzip, br", "", "go()"},         // no copy at all
	} {
		r := get(t, h, tc.target, tc.accept)
		if r.StatusCode != http.StatusOK {
			t.Errorf("%s with Accept-Encoding %q: status %d", tc.target, tc.accept, r.StatusCode)
			continue
		}
		if got := r.Header.Get("Content-Encoding"); got != tc.encoding {
			t.Errorf("%s with Accept-Encoding %q: Content-Encoding %q, want %q", tc.target, tc.accept, got, tc.encoding)
		}
		if got := body(t, r); got != tc.body {
			t.Errorf("%s with Accept-Encoding %q: body %q, want %q", tc.target, tc.accept, got, tc.body)
		}
		if tc.target != "/wasm_exec.js" && !strings.Contains(strings.Join(r.Header.Values("Vary"), ","), "Accept-Encoding") {
			t.Errorf("%s: no Vary: Accept-Encoding, so a cache could hand the compressed copy to any client", tc.target)
		}
	}
}

func TestServeContentTypes(t *testing.T) {
	h := handler(t)
	for target, want := range map[string]string{
		"/":                       "text/html; charset=utf-8",
		"/index.html":             "text/html; charset=utf-8",
		"/start.js":               "text/javascript; charset=utf-8",
		"/wasm_exec.js":           "text/javascript; charset=utf-8",
		"/backtracklab.wasm":      "application/wasm",
		"/icon.png":               "image/png",
		"/fonts/cjk.ttf":          "font/ttf",
		"/docs/":                  "text/html; charset=utf-8",
		"/notes.unknownextension": "application/octet-stream",
	} {
		// The compressed copy keeps the type of what it holds.
		for _, accept := range []string{"", "br, gzip"} {
			r := get(t, h, target, accept)
			if r.StatusCode != http.StatusOK {
				t.Errorf("%s: status %d", target, r.StatusCode)
				continue
			}
			if got := r.Header.Get("Content-Type"); got != want {
				t.Errorf("%s (Accept-Encoding %q): Content-Type %q, want %q", target, accept, got, want)
			}
			if got := r.Header.Get("X-Content-Type-Options"); got != "nosniff" {
				t.Errorf("%s: X-Content-Type-Options %q, want nosniff", target, got)
			}
		}
	}
	if got := body(t, get(t, h, "/", "")); got != "<!doctype html>page" {
		t.Errorf("/ serves %q, want index.html", got)
	}
	if r := get(t, h, "/docs", ""); r.StatusCode != http.StatusMovedPermanently || r.Header.Get("Location") != "/docs/" {
		t.Errorf("/docs: status %d to %q, want 301 to /docs/", r.StatusCode, r.Header.Get("Location"))
	}
	if r := get(t, h, "/missing.js", ""); r.StatusCode != http.StatusNotFound {
		t.Errorf("/missing.js: status %d, want 404", r.StatusCode)
	}
	if r := get(t, h, "/fonts/", ""); r.StatusCode != http.StatusNotFound {
		t.Errorf("/fonts/ (a folder without index.html): status %d, want 404 (no listing)", r.StatusCode)
	}
}

func TestServeRefusesPathsOutsideDir(t *testing.T) {
	dir := webDir(t)
	// A link inside the folder to a file outside it.
	if err := os.Symlink(filepath.Join(dir, "..", "secret.txt"), filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	h, err := newWebHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	abs, _ := filepath.Abs(filepath.Join(dir, "..", "secret.txt"))
	for _, target := range []string{
		"/../secret.txt",
		"/fonts/../../secret.txt",
		"/..",
		"/fonts/..%2f..%2fsecret.txt", // as decoded: a path with ".." in it
		"/" + abs,                     // "//tmp/…": an absolute path
		"//etc/passwd",
		"/C:/Windows/win.ini",
		"/..\\secret.txt",
		"/link.txt",
		"secret.txt",
	} {
		target := strings.ReplaceAll(target, "%2f", "/")
		r := get(t, h, target, "")
		b := body(t, r)
		if r.StatusCode == http.StatusOK || strings.Contains(b, "SECRET") {
			t.Errorf("%q: status %d, body %q: served what is outside the folder", target, r.StatusCode, b)
		}
		if r.StatusCode != http.StatusBadRequest && r.StatusCode != http.StatusNotFound {
			t.Errorf("%q: status %d, want 400 or 404", target, r.StatusCode)
		}
	}
	// The same through a real server and client, which send the path as
	// typed (a browser would clean it first).
	srv := httptest.NewServer(h)
	defer srv.Close()
	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, "GET /../secret.txt HTTP/1.0\r\nHost: x\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(conn)
	if bytes.Contains(raw, []byte("SECRET")) || !bytes.HasPrefix(raw, []byte("HTTP/1.0 400")) {
		t.Errorf("a raw GET /../secret.txt was answered %q, want 400", strings.SplitN(string(raw), "\r\n", 2)[0])
	}
	if r := get(t, h, "/index.html", ""); r.StatusCode != http.StatusOK {
		t.Errorf("/index.html: status %d after the refusals", r.StatusCode)
	}
}

func TestServeMethods(t *testing.T) {
	h := handler(t)
	req := httptest.NewRequest(http.MethodPost, "/index.html", strings.NewReader("x"))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", rec.Code)
	}
	req = httptest.NewRequest(http.MethodHead, "/backtracklab.wasm", nil)
	req.Header.Set("Accept-Encoding", "br")
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK || rec.Body.Len() != 0 || rec.Header().Get("Content-Length") != "7" {
		t.Errorf("HEAD: status %d, %d bytes of body, Content-Length %q; want 200, none, 7 (the .br copy's)", rec.Code, rec.Body.Len(), rec.Header().Get("Content-Length"))
	}
}

func TestFindWebBuild(t *testing.T) {
	root := t.TempDir()
	build := func(dir string) {
		for _, name := range []string{webPage, webApp} {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	// The .deb's layout: /usr/bin/backtracklab and /usr/share/backtracklab/web.
	exe := filepath.Join(root, "usr", "bin", "backtracklab")
	if err := os.MkdirAll(filepath.Dir(exe), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, ok := findWebBuild(exe, webBuildPlaces); ok && !isWebBuild(filepath.Join("build", "web")) {
		t.Fatalf("found a web build where there is none")
	}
	share := filepath.Join(root, "usr", "share", "backtracklab", "web")
	build(share)
	if got, ok := findWebBuild(exe, webBuildPlaces); !ok || got != share {
		t.Errorf("with the .deb's layout: found %q, %v; want %q", got, ok, share)
	}
	// The Windows download: web beside the program comes first.
	beside := filepath.Join(root, "usr", "bin", "web")
	build(beside)
	if got, ok := findWebBuild(exe, webBuildPlaces); !ok || got != beside {
		t.Errorf("with web beside the program: found %q, %v; want %q", got, ok, beside)
	}
	// A folder with only the page is not a build.
	half := filepath.Join(root, "half")
	if err := os.MkdirAll(half, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(half, webPage), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if isWebBuild(half) {
		t.Errorf("a folder without %s counts as a web build", webApp)
	}
}

func TestServeUsage(t *testing.T) {
	var out, errs bytes.Buffer
	if code := Run([]string{"serve", "a", "b"}, Streams{Out: &out, Err: &errs}); code != ExitUsage {
		t.Errorf("serve a b: exit %d, want %d", code, ExitUsage)
	}
	errs.Reset()
	if code := Run([]string{"serve", t.TempDir()}, Streams{Out: &out, Err: &errs}); code != ExitFail || !strings.Contains(errs.String(), "holds no web build") {
		t.Errorf("serve EMPTYDIR: exit %d, %q; want %d and a word that it holds no web build", code, errs.String(), ExitFail)
	}
}

func TestPrintAddresses(t *testing.T) {
	var b bytes.Buffer
	printAddresses(&b, &net.TCPAddr{IP: net.IPv4zero, Port: 8080}, []net.IP{net.IPv4(192, 168, 1, 23), net.IPv4(10, 0, 0, 5)})
	want := "Students open:\n  http://192.168.1.23:8080/\n  http://10.0.0.5:8080/\nOn this computer: http://localhost:8080/\n"
	if b.String() != want {
		t.Errorf("on every network:\n%s\nwant\n%s", b.String(), want)
	}
	b.Reset()
	printAddresses(&b, &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 41234}, nil)
	if want := "Open http://127.0.0.1:41234/\n"; b.String() != want {
		t.Errorf("on one address: %q, want %q", b.String(), want)
	}
	b.Reset()
	printAddresses(&b, &net.TCPAddr{IP: net.IPv6unspecified, Port: 80}, nil)
	if !strings.HasPrefix(b.String(), "This computer has no network address") {
		t.Errorf("with no network: %q", b.String())
	}
}

func TestAccepts(t *testing.T) {
	for _, tc := range []struct {
		header, enc string
		want        bool
	}{
		{"gzip, deflate, br", "br", true},
		{"gzip;q=0.5", "gzip", true},
		{"gzip; q=0", "gzip", false},
		{"gzip;q=0.000", "gzip", false},
		{"brotli", "br", false},
		{"", "gzip", false},
		{"*;q=0.1", "br", true},
	} {
		if got := accepts(tc.header, tc.enc); got != tc.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", tc.header, tc.enc, got, tc.want)
		}
	}
}
