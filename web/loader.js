// The page's start (issue 58), written into index.html and into the single file by
// web/pack.py, after web/lzma.js:
//  - every file of the page (the wasm, the scripts, the font, the languages) comes packed
//    (LZMA, web/lzma.js) and named with the build's version (`….lzma?v=<version>`): a
//    server that sends files as they are (python3 -m http.server) sends about a third
//    of the bytes, and the service worker (web/sw.js) keeps exactly one version's files;
//  - in the single file (window.sslEmbedded) the packed files are inside the page;
//  - the page opened as a file (file://), which may fetch nothing, says what to do
//    instead, in the browser's language;
//  - after the first frame, the service worker is registered: it keeps the page's files
//    for the next start, offline too.
"use strict";

(function () {
    const build = window.sslBuild || { version: "dev" };
    const embedded = window.sslEmbedded || null;
    const known = ["de", "en", "fr", "it", "no", "es", "nl", "pt"];

    // The language the game will speak: the one remembered in the settings, else the
    // first of the browser's that the game has (as src/bin/web.rs and src/ui/i18n choose
    // it). A wrong guess costs one file; the game fetches the right one itself.
    const code = (s) => {
        const head = (s || "").trim().toLowerCase().match(/^[a-z]*/)[0];
        return head === "nb" || head === "nn" ? "no" : known.includes(head) ? head : null;
    };
    let lang = null;
    try {
        lang = code(JSON.parse(localStorage.getItem("schachschlamassel/settings.json")).lang);
    } catch (e) {}
    const page = navigator.languages && navigator.languages.length
        ? navigator.languages : [navigator.language || ""];
    lang = lang || page.map(code).find((c) => c) || "en";
    document.documentElement.lang = lang;

    function say(html) {
        const box = document.getElementById("loading");
        if (box) {
            box.className = "said";
            box.innerHTML = html;
        }
    }
    const escape = (s) => s.replace(/[&<>"]/g, (c) => "&#" + c.charCodeAt(0) + ";");

    // Opened as a file, the browser lets the page fetch nothing beside it, but a script
    // may still come: file-page.js, the words of what to do instead (web/pack.py takes
    // them from assets/i18n/<lang>/web-page.ftl), in the browser's language.
    if (location.protocol === "file:" && !embedded) {
        window.sslStart = () => {};
        const s = document.createElement("script");
        s.src = "file-page.js";
        s.onload = () => {
            const all = window.sslFilePageWords || {};
            const words = all[lang] || all.en || {};
            const single = escape(build.single || "");
            say("<h1>" + escape(words.title || "") + "</h1><p>" + escape(words.why || "") +
                "</p><p>" + escape(words.single || "") + "</p><p><a id='single' href='" +
                single + "'>" + single + "</a></p><p>" + escape(words.serve || "") +
                "</p><pre>python3 -m http.server</pre>");
            window.sslFilePage = lang;
        };
        document.head.appendChild(s);
        return;
    }

    function base64(text) {
        const raw = atob(text);
        const bytes = new Uint8Array(raw.length);
        for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
        return bytes;
    }
    function unpack(path) {
        if (embedded) {
            const packed = embedded[path];
            if (packed === undefined) return Promise.reject(new Error(path + " is not in this file"));
            return Promise.resolve().then(() => sslUnLzma(base64(packed)));
        }
        // Unpacked while it arrives, a piece at a time (web/lzma.js's sslLzma).
        return fetch(path + ".lzma?v=" + build.version).then((r) => {
            if (!r.ok || !r.body) throw new Error(path + ": " + r.status + " " + r.statusText);
            const told = Number(r.headers.get("Content-Length")) || 0;
            const src = { buf: new Uint8Array(Math.max(told, 1 << 16)), len: 0, done: false };
            const unpacking = sslLzma(src);
            const reader = r.body.getReader();
            const more = () => reader.read().then(({ done, value }) => {
                if (done) {
                    src.done = true;
                } else {
                    if (src.len + value.length > src.buf.length) {
                        const buf = new Uint8Array(Math.max(2 * src.buf.length, src.len + value.length));
                        buf.set(src.buf.subarray(0, src.len));
                        src.buf = buf;
                    }
                    src.buf.set(value, src.len);
                    src.len += value.length;
                }
                const step = unpacking.next();
                return step.done ? step.value : more();
            });
            return more();
        });
    }
    // A language other than English may carry English before it (web/pack.py: "#EN
    // <length>\n", then English, then its own): the two parts.
    function withEnglish(bytes) {
        const head = String.fromCharCode(...bytes.subarray(0, 13));
        if (!/^#EN [0-9]{8}\n$/.test(head)) return { en: null, own: bytes };
        const n = Number(head.slice(4, 12));
        return { en: bytes.subarray(13, 13 + n), own: bytes.subarray(13 + n) };
    }
    // A file beside the page, unpacked (a promise of a Uint8Array); each asked once.
    const files = new Map();
    window.sslFile = (path) => {
        if (files.has(path)) return files.get(path);
        const language = path.match(/^i18n\/([a-z]+)\.ftl$/);
        if (language && language[1] !== "en") {
            const parts = unpack(path).then(withEnglish);
            files.set(path, parts.then((p) => p.own));
            const en = "i18n/en.ftl";
            if (!files.has(en)) files.set(en, parts.then((p) => p.en || unpack(en)));
        } else {
            files.set(path, unpack(path));
        }
        return files.get(path);
    };

    // The files of the first frame, asked for at once: the wasm, the font, the likely
    // language and English (the fallback; inside the other's file on a served page), and
    // the scripts (inside the single file already).
    const scripts = ["mq_js_bundle.js", "sapp_jsutils.js", "plugin.js"];
    window.sslFile("schachschlamassel.wasm");
    // The font is the page's too: the text field over the name box writes with it.
    window.sslFile("DejaVuSans-web.ttf").then((bytes) => {
        if (!window.FontFace || !document.fonts) return;
        const face = new FontFace("DejaVu Sans Web", bytes);
        document.fonts.add(face);
        return face.load();
    }).catch((e) => console.warn("DejaVuSans-web.ttf: " + e));
    window.sslFile("i18n/" + lang + ".ftl");
    window.sslFile("i18n/en.ftl");
    const scriptsHere = () => typeof miniquad_add_plugin === "function";
    const texts = embedded ? null : Promise.all(scripts.map(window.sslFile));

    // Runs the game: the scripts put in (in order, each a script of its own), then the
    // wasm compiled and started as macroquad's load() does, from bytes instead of a URL.
    window.sslStart = () => {
        const ready = scriptsHere() ? Promise.resolve() : texts.then((all) => {
            const decoder = new TextDecoder();
            for (const bytes of all) {
                const s = document.createElement("script");
                s.textContent = decoder.decode(bytes);
                document.body.appendChild(s);
            }
        });
        ready
            .then(() => {
                register_plugins(plugins);
                return window.sslFile("schachschlamassel.wasm");
            })
            .then((bytes) => WebAssembly.compile(bytes))
            .then((module) => {
                add_missing_functions_stabs(module);
                return WebAssembly.instantiate(module, importObject);
            })
            .then((instance) => {
                wasm_memory = instance.exports.memory;
                wasm_exports = instance.exports;
                const v = wasm_exports.crate_version();
                if (version != v) console.error("gl.js is version " + version + ", miniquad " + v);
                init_plugins(plugins);
                document.getElementById("glcanvas").focus();
                instance.exports.main();
            })
            .catch((e) => {
                console.error(e);
                say("Schachschlamassel: " + escape(String(e)));
            });
    };

    // Once the first frame is drawn (their downloads wait until the game is on screen),
    // on a served page only (a file may fetch neither): the web app manifest, which makes
    // the page installable, and the service worker.
    window.sslOnFirstFrame = () => {
        if (embedded) return;
        const link = document.createElement("link");
        link.rel = "manifest";
        link.href = "manifest.webmanifest";
        document.head.appendChild(link);
        if (!("serviceWorker" in navigator)) return;
        navigator.serviceWorker.register("sw.js").catch((e) => console.warn("service worker: " + e));
    };
})();
