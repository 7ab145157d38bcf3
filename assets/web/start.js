// Starts Backtrack Lab in the page: checks that the browser can run it,
// downloads the WebAssembly with a progress bar, and hands over to the
// app, which draws into a canvas of its own. The page's own words follow
// the browser's language, as the app's do.
"use strict";
(function () {
  const script = document.currentScript;
  const wasmURL = script.dataset.wasm;
  const wasmSize = Number(script.dataset.size) || 0; // before compression: what arrives
  const fontURL = script.dataset.font;
  const loading = document.getElementById("loading");
  const fill = document.getElementById("fill");
  const message = document.getElementById("message");

  // The first of the browser's languages the app speaks, as the app
  // itself chooses (gui/i18n): with "fr, zh" both say Chinese.
  const spoken = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""])
    .find((l) => /^(zh|en)\b/i.test(l)) || "en";
  const zh = /^zh\b/i.test(spoken);
  const words = zh ? {
    loading: (mb, of) => of ? `正在下载 ${mb} / ${of} MB…` : `正在下载 ${mb} MB…`,
    starting: "正在启动…",
    noWasm: "这个浏览器不能运行 WebAssembly，而 Backtrack Lab 需要它。请用新版的 Chrome、Edge、Firefox 或 Safari 打开本页，或者安装桌面版。",
    noWebGL: "这个浏览器不能使用 WebGL（或者它被关闭了），而 Backtrack Lab 用它来绘图。请在浏览器设置里打开硬件加速或 WebGL，或者换一个浏览器，或者安装桌面版。",
    failed: (why) => `Backtrack Lab 无法启动：${why}。请重新加载本页。`,
    ended: "Backtrack Lab 已经结束。重新加载本页即可再次打开。",
  } : {
    loading: (mb, of) => of ? `Downloading ${mb} of ${of} MB…` : `Downloading ${mb} MB…`,
    starting: "Starting…",
    noWasm: "This browser cannot run WebAssembly, which Backtrack Lab needs. Open this page in a current Chrome, Edge, Firefox or Safari, or install the desktop app.",
    noWebGL: "This browser cannot use WebGL (or it is turned off), which Backtrack Lab draws with. Turn on hardware acceleration or WebGL in the browser's settings, use another browser, or install the desktop app.",
    failed: (why) => `Backtrack Lab could not start: ${why}. Reload the page to try again.`,
    ended: "Backtrack Lab has ended. Reload the page to open it again.",
  };
  if (zh) document.documentElement.lang = "zh-Hans";

  function fail(text) {
    loading.classList.add("failed");
    loading.style.display = "";
    message.textContent = text;
  }
  function megabytes(n) { return (n / 1048576).toFixed(1); }

  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    fail(words.noWasm);
    return;
  }
  const probe = document.createElement("canvas");
  if (!window.WebGLRenderingContext || !(probe.getContext("webgl") || probe.getContext("experimental-webgl"))) {
    fail(words.noWebGL);
    return;
  }

  // The app's canvas replaces the loading screen as soon as it is there.
  new MutationObserver(function (changes, observer) {
    if (document.querySelector("body > canvas")) {
      loading.style.display = "none";
      observer.disconnect();
    }
  }).observe(document.body, { childList: true });

  async function download(url, progress) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
    // With Content-Encoding the length sent is the compressed one: the
    // bar counts the bytes that arrive decoded, against the size of the
    // file as built.
    const total = wasmSize || Number(response.headers.get("Content-Length")) || 0;
    if (!response.body || !response.body.getReader) return new Uint8Array(await response.arrayBuffer());
    const reader = response.body.getReader();
    const chunks = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      progress(received, total);
    }
    const bytes = new Uint8Array(received);
    let at = 0;
    for (const c of chunks) { bytes.set(c, at); at += c.length; }
    return bytes;
  }

  // The font with the Chinese characters the app shows: the browser has
  // no fonts the app can read. Optional: without it Chinese shows boxes.
  async function font() {
    if (!fontURL || fontURL.startsWith("@")) return;
    try {
      const response = await fetch(fontURL);
      if (response.ok) globalThis.backtracklabFont = new Uint8Array(await response.arrayBuffer());
    } catch (e) { /* English still draws */ }
  }

  async function start() {
    const go = new Go();
    // ?probe prints on the console when the first frame is drawn, as
    // BACKTRACKLAB_STARTUP_PROBE does for the desktop app.
    if (new URLSearchParams(location.search).has("probe")) go.env = { BACKTRACKLAB_STARTUP_PROBE: "1" };
    const [bytes] = await Promise.all([
      download(wasmURL, function (got, total) {
        if (total) fill.style.width = Math.min(100, 100 * got / total).toFixed(1) + "%";
        message.textContent = words.loading(megabytes(got), total ? megabytes(total) : "");
      }),
      font(),
    ]);
    fill.style.width = "100%";
    message.textContent = words.starting;
    const { instance } = await WebAssembly.instantiate(bytes, go.importObject);
    await go.run(instance);
    fail(words.ended);
  }
  start().catch(function (err) {
    console.error(err);
    fail(words.failed(err && err.message ? err.message : String(err)));
  });
})();
