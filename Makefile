# Backtrack Lab. The two commands that matter:
#   make run    install what is missing, then open the app
#   make test   install what is missing, then check, test, build and smoke-test
SHELL := /bin/bash
BIN := backtracklab
GO ?= go
export LANG := en_US.UTF-8
export CGO_ENABLED := 1
# Debian packages: a C toolchain and the GL/X11 headers Fyne builds against;
# Xvfb, xdotool and ImageMagick for the smoke test that drives the real window.
APT_BUILD := gcc pkg-config libgl1-mesa-dev xorg-dev fonts-noto-cjk
APT_TEST := xvfb x11-utils xdotool imagemagick poppler-utils
# For make package: mingw-w64 cross-builds the Windows program and Wine runs
# it; icoutils reads its resources; appstream and desktop-file-utils check
# the Linux metadata files.
APT_PACKAGE := gcc-mingw-w64-x86-64 wine wine64 icoutils appstream desktop-file-utils zip unzip file binutils xz-utils
# make web (no cgo): the Chinese characters' font is cut with fontTools from
# Noto Sans CJK; brotli precompresses.
APT_WEB := fonts-noto-cjk python3-fonttools brotli
# make browser: Chromium for the browser test, Node.js for the web build's
# unit test of how searches give the page its turns.
APT_BROWSER := chromium nodejs
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
# Every UI update from our goroutines goes through fyne.Do (FyneApp.toml
# declares the fyneDo migration); plain go build needs the tag said again.
TAGS := migrated_fynedo

.PHONY: run build test deps deps-test warm check unit smoke bench clean package web web-gz browser

run: deps build
	./$(BIN)

build:
	@echo "==> building $(BIN) (the first cgo build of Fyne takes a few minutes)"
	$(GO) build -tags $(TAGS) -o $(BIN) .

deps:
	@./.ci/deps $(APT_BUILD)

deps-test:
	@./.ci/deps $(APT_BUILD) $(APT_TEST) $(APT_WEB) $(APT_BROWSER)

# Each stage's time is printed at the end, failed or not (.ci/stages).
test:
	@./.ci/stages deps-test warm check unit build smoke browser
	@echo "==> all tests passed"

# The cold builds of the later stages, side by side (.ci/warm).
warm:
	@echo "==> compiling the native, race and web builds and staticcheck side by side"
	@GO=$(GO) TAGS=$(TAGS) STATICCHECK=$(STATICCHECK) ./.ci/warm

check:
	@echo "==> gofmt"
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	@echo "==> go vet"
	$(GO) vet -tags $(TAGS) ./...
	@echo "==> go vet for the browser (GOOS=js GOARCH=wasm), and of the browser test"
	CGO_ENABLED=0 GOOS=js GOARCH=wasm $(GO) vet -tags $(TAGS) ./...
	cd .ci/browsertest && $(GO) vet ./...
	@echo "==> staticcheck"
	$(GO) run $(STATICCHECK) -tags $(TAGS) ./...

unit:
	@echo "==> go test -race"
	$(GO) test -race -tags $(TAGS) -count=1 ./...

smoke: build
	@echo "==> smoke test of the real window under Xvfb"
	./.ci/smoke ./$(BIN)
	@# The soak, which mostly waits for its kills, runs on a display of its
	@# own beside the race-detector smoke test (100 s saved); its output is
	@# printed, and its exit status taken, when it ends (bounded: 50 kills).
	@mkdir -p build && rm -f build/soak.rc
	@(./.ci/soak ./$(BIN) >build/soak.log 2>&1; echo $$? >build/soak.rc) &
	@echo "==> the soak (build/soak.log), and beside it the same smoke test with the race detector in the real window"
	$(GO) build -race -tags $(TAGS) -o build/$(BIN)-race .
	@# A race-detector binary sleeps 1 s at exit (atexit_sleep_ms), which
	@# the smoke test's quit and SIGTERM deadlines would count against the app.
	GORACE=atexit_sleep_ms=0 SMOKE_OUT=build/smoke-race ./.ci/smoke build/$(BIN)-race
	@if grep -q "DATA RACE" build/smoke-race/app*.log; then echo "data race in the real window:"; cat build/smoke-race/app*.log; exit 1; fi
	@while [ ! -s build/soak.rc ]; do sleep 0.5; done
	@cat build/soak.log
	@exit $$(cat build/soak.rc)

# The app for the browser in build/web/ (see README, "In your browser").
web:
	@./.ci/deps $(APT_WEB)
	./.ci/web

# The same without the Brotli copies, for the browser test and the
# packages, which serve the gzip ones (browsers ask for Brotli only over
# HTTPS): Brotli's best compression of the .wasm takes 83 s of CPU.
web-gz:
	@./.ci/deps $(APT_WEB)
	WEB_BROTLI=0 ./.ci/web

# The web build in Chromium (.ci/browsertest), served by the app's own
# server; before it, the unit test of Yield under Node.js, and the
# N-Queens count's, whose matching differs in WebAssembly (keepUppers).
browser: build web-gz
	@./.ci/deps $(APT_BROWSER)
	@echo "==> the web build's turns and count under Node.js, then the browser test in Chromium"
	CGO_ENABLED=0 GOOS=js GOARCH=wasm $(GO) test -tags $(TAGS) -count=1 -exec="$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" -run Yield ./engine/
	CGO_ENABLED=0 GOOS=js GOARCH=wasm $(GO) test -tags $(TAGS) -count=1 -exec="$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" -run 'TestCountMatchesPublishedCounts|TestMeetingAgreesWithSearch|TestGroupsShareTheirLowerPart' ./engine/queens/
	cd .ci/browsertest && $(GO) test -count=1 -v .

bench:
	$(GO) test -tags $(TAGS) -run '^$$' -bench . -benchtime 3x ./engine/... ./gui/...

clean:
	rm -rf $(BIN) build

# The Linux archive, the Debian package and the Windows program (and a zip
# of it) in build/, each checked: installed, run and smoke-tested (the .deb
# on this machine, the .exe under Wine); see .ci/package.
# The packages carry the web build (backtracklab serve finds it there).
package: web-gz
	@./.ci/deps $(APT_BUILD) $(APT_TEST) $(APT_PACKAGE)
	./.ci/package
