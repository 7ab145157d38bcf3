package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

const serveUsage = "usage: backtracklab serve [-addr :8080] [DIR]"

// runServe serves the web build (build/web from "make web", or the one a
// package installed) to the local network until interrupted, so that a
// class opens the app in a browser from the teacher's computer with no
// internet: a small static file server that sends the precompressed
// copies of large files to browsers that take them.
func runServe(args []string, s Streams) int {
	fset := flag.NewFlagSet("serve", flag.ContinueOnError)
	fset.SetOutput(s.Err)
	addr := fset.String("addr", ":8080", "the address to listen on: host:port, or :port for every network of this computer")
	if err := fset.Parse(args); err != nil {
		fmt.Fprintln(s.Err, serveUsage)
		return ExitUsage
	}
	if fset.NArg() > 1 {
		fmt.Fprintln(s.Err, serveUsage)
		return ExitUsage
	}
	dir := fset.Arg(0)
	if dir == "" {
		exe, _ := os.Executable()
		found, ok := findWebBuild(exe, webBuildPlaces)
		if !ok {
			fmt.Fprintf(s.Err, "backtracklab serve: no web build found (looked in %s); build one with \"make web\" and name its folder: backtracklab serve build/web\n",
				strings.Join(webBuildCandidates(exe, webBuildPlaces), ", "))
			return ExitFail
		}
		dir = found
	} else if !isWebBuild(dir) {
		fmt.Fprintf(s.Err, "backtracklab serve: %s holds no web build (no %s and %s in it)\n", dir, webPage, webApp)
		return ExitFail
	}
	handler, err := newWebHandler(dir)
	if err != nil {
		fmt.Fprintf(s.Err, "backtracklab serve: %v\n", err)
		return ExitFail
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(s.Err, "backtracklab serve: %v\n", err)
		return ExitFail
	}
	abs, _ := filepath.Abs(dir)
	fmt.Fprintf(s.Out, "Serving Backtrack Lab from %s\n", abs)
	printAddresses(s.Out, ln.Addr().(*net.TCPAddr), localAddresses())
	fmt.Fprintln(s.Out, "Press Ctrl+C to stop.")

	srv := &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown) // the process ends next
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(s.Err, "backtracklab serve: %v\n", err)
		return ExitFail
	}
	return ExitOK
}

// The files that make a folder a web build.
const (
	webPage = "index.html"
	webApp  = "backtracklab.wasm"
)

// isWebBuild reports whether dir holds a web build.
func isWebBuild(dir string) bool {
	for _, name := range []string{webPage, webApp} {
		if fi, err := os.Stat(filepath.Join(dir, name)); err != nil || !fi.Mode().IsRegular() {
			return false
		}
	}
	return true
}

// webBuildPlaces are where the packages put the web build, relative to
// the folder of the executable: beside it (the Windows download), in
// ../share/backtracklab/web (the .deb's /usr/bin and /usr/share, the
// archive's /usr/local), then build/web of the current folder (a
// developer's "make web").
var webBuildPlaces = []string{"web", "../share/backtracklab/web"}

// webBuildCandidates lists the folders findWebBuild looks in, in order.
func webBuildCandidates(exe string, places []string) []string {
	var dirs []string
	if exe != "" {
		if resolved, err := filepath.EvalSymlinks(exe); err == nil {
			exe = resolved
		}
		for _, p := range places {
			dirs = append(dirs, filepath.Clean(filepath.Join(filepath.Dir(exe), p)))
		}
	}
	return append(dirs, filepath.Join("build", "web"))
}

// findWebBuild returns the first of webBuildCandidates that holds a web
// build.
func findWebBuild(exe string, places []string) (string, bool) {
	for _, dir := range webBuildCandidates(exe, places) {
		if isWebBuild(dir) {
			return dir, true
		}
	}
	return "", false
}

// printAddresses tells where the server answers: the addresses students
// type when it listens on every network, else the one it listens on.
func printAddresses(w io.Writer, at *net.TCPAddr, local []net.IP) {
	port := strconv.Itoa(at.Port)
	if !at.IP.IsUnspecified() {
		fmt.Fprintf(w, "Open http://%s/\n", net.JoinHostPort(at.IP.String(), port))
		return
	}
	if len(local) == 0 {
		fmt.Fprintln(w, "This computer has no network address other than its own: students cannot reach it.")
	} else {
		fmt.Fprintln(w, "Students open:")
		for _, ip := range local {
			fmt.Fprintf(w, "  http://%s/\n", net.JoinHostPort(ip.String(), port))
		}
	}
	fmt.Fprintf(w, "On this computer: http://localhost:%s/\n", port)
}

// localAddresses are this computer's IPv4 addresses on its networks that
// are up, loopback left out: what another computer in the room reaches.
func localAddresses() []net.IP {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil
	}
	var ips []net.IP
	for _, iface := range ifaces {
		if iface.Flags&net.FlagUp == 0 || iface.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := iface.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLinkLocalUnicast() {
				ips = append(ips, n.IP.To4())
			}
		}
	}
	return ips
}

// webHandler serves the files of a folder, and nothing outside it.
type webHandler struct {
	root *os.Root // refuses "..", absolute names and links that lead out
}

// newWebHandler returns the handler that serves dir.
func newWebHandler(dir string) (*webHandler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &webHandler{root: root}, nil
}

// contentTypes are the types of the files a web build holds, said here
// rather than taken from the system's table, which varies (a browser
// compiles WebAssembly as it downloads only when it is application/wasm).
var contentTypes = map[string]string{
	".html":  "text/html; charset=utf-8",
	".js":    "text/javascript; charset=utf-8",
	".css":   "text/css; charset=utf-8",
	".wasm":  "application/wasm",
	".png":   "image/png",
	".svg":   "image/svg+xml",
	".ico":   "image/x-icon",
	".ttf":   "font/ttf",
	".otf":   "font/otf",
	".woff2": "font/woff2",
	".json":  "application/json",
	".txt":   "text/plain; charset=utf-8",
}

// contentType is the type of the file name.
func contentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// encodings are the precompressed copies looked for, best first: a file
// name with this suffix beside the file holds it so encoded.
var encodings = []encoding{{"br", ".br"}, {"gzip", ".gz"}}

// encoding is a Content-Encoding and the suffix of its copies.
type encoding struct{ name, suffix string }

func (h *webHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
		return
	}
	name, ok := fileName(r.URL.Path)
	if !ok {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	f, fi, err := h.open(name)
	if err == nil && fi.IsDir() {
		f.Close()
		if !strings.HasSuffix(r.URL.Path, "/") {
			http.Redirect(w, r, path.Base(r.URL.Path)+"/", http.StatusMovedPermanently)
			return
		}
		name = path.Join(name, webPage)
		f, fi, err = h.open(name)
	}
	if err != nil || !fi.Mode().IsRegular() {
		if f != nil {
			f.Close()
		}
		http.NotFound(w, r)
		return
	}
	defer f.Close()

	header := w.Header()
	header.Set("Content-Type", contentType(name))
	header.Set("X-Content-Type-Options", "nosniff")
	// Revalidate every time (a 304 when unchanged): a teacher who builds
	// again gets the new app at the next reload.
	header.Set("Cache-Control", "no-cache")
	content, modified := io.ReadSeeker(f), fi.ModTime()
	var copies []encoding
	if mayHaveEncodings(name) {
		header.Add("Vary", "Accept-Encoding")
		copies = encodings
	}
	for _, enc := range copies {
		if !accepts(r.Header.Get("Accept-Encoding"), enc.name) {
			continue
		}
		cf, cfi, err := h.open(name + enc.suffix)
		if err != nil || !cfi.Mode().IsRegular() {
			if cf != nil {
				cf.Close()
			}
			continue
		}
		defer cf.Close()
		header.Set("Content-Encoding", enc.name)
		// ServeContent leaves the length of an encoded body unsaid, and
		// would cut a range from the encoded bytes: the whole copy, with
		// its length, so that a download can show its progress.
		header.Set("Content-Length", strconv.FormatInt(cfi.Size(), 10))
		r.Header.Del("Range")
		content = cf
		break
	}
	http.ServeContent(w, r, "", modified, content)
}

// mayHaveEncodings reports whether precompressed copies of name are worth
// looking for: not for a compressed file itself.
func mayHaveEncodings(name string) bool {
	ext := path.Ext(name)
	return ext != ".br" && ext != ".gz" && ext != ".png"
}

// open opens name inside the root.
func (h *webHandler) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := h.root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, fi, nil
}

// fileName turns a request's path into a name inside the root: "." for
// "/", no leading slash. It refuses a path with a ".." element, a
// backslash or a NUL, or one that names a drive or another root ("//x",
// "/C:/x"), rather than cleaning it into something else.
func fileName(urlPath string) (string, bool) {
	if !strings.HasPrefix(urlPath, "/") || strings.ContainsAny(urlPath, "\\\x00") {
		return "", false
	}
	rel := urlPath[1:]
	if strings.HasPrefix(rel, "/") {
		return "", false
	}
	for _, elem := range strings.Split(rel, "/") {
		if elem == ".." || strings.Contains(elem, ":") {
			return "", false
		}
	}
	rel = path.Clean("/" + rel)[1:]
	if rel == "" {
		rel = "."
	}
	if !fs.ValidPath(rel) {
		return "", false
	}
	return rel, true
}

// accepts reports whether an Accept-Encoding header takes encoding: named
// without q=0, or not named and "*" without q=0.
func accepts(header, encoding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		token, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		token = strings.ToLower(strings.TrimSpace(token))
		if token != encoding && token != "*" {
			continue
		}
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		if token == encoding {
			return q > 0 // said outright: whatever "*" says
		}
		star = q > 0
	}
	return star
}
