// The service worker (issue 58): after the first visit the page starts and plays
// offline. web/pack.py writes the build's version and its files below; the page asks for
// each file by a name that carries the version (`….lzma?v=<version>`, web/loader.js).
//  - install: every file of this version is kept in a cache of its own (asked again of
//    the server, never an older copy of the browser's); the page itself must be this
//    version's, else the site is changing under us and nothing is kept;
//  - activate at once, and keep this version and the one before (a page of that one may
//    still be open and fetch a language later); older ones go;
//  - a start of the page gets this version's index.html, and with it this version's
//    files: a page and its files are always of one version, the new one from the start
//    after the update was kept.
"use strict";

const VERSION = "@VERSION@";
const FILES = @FILES@;
const PREFIX = "schachschlamassel-";
const CACHE = PREFIX + VERSION;
const PAGE = "index.html";

self.addEventListener("install", (event) => {
    event.waitUntil((async () => {
        const cache = await caches.open(CACHE);
        try {
            await Promise.all(FILES.map(async (file) => {
                const answer = await fetch(new Request(file, { cache: "no-cache" }));
                if (!answer.ok) throw new Error(file + ": " + answer.status);
                await cache.put(file, answer);
            }));
            const page = await (await cache.match(PAGE)).text();
            if (!page.includes(VERSION)) throw new Error("index.html is not of version " + VERSION);
        } catch (e) {
            await caches.delete(CACHE);
            throw e;
        }
        await self.skipWaiting();
    })());
});

self.addEventListener("activate", (event) => {
    event.waitUntil((async () => {
        const others = (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== CACHE);
        // Oldest first: all but the newest other go.
        for (const name of others.slice(0, -1)) await caches.delete(name);
        await self.clients.claim();
    })());
});

self.addEventListener("fetch", (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (request.method !== "GET" || url.origin !== self.location.origin) return;
    const scope = new URL(self.registration.scope);
    const start = request.mode === "navigate" &&
        (url.pathname === scope.pathname || url.pathname === scope.pathname + PAGE);
    event.respondWith((async () => {
        const cache = await caches.open(CACHE);
        const own = await cache.match(start ? PAGE : request);
        if (own) return own;
        if (!start) {
            // A file of the version before, for a page of it still open.
            const kept = await caches.match(request);
            if (kept) return kept;
            // Another version's file that is no longer kept: the server's copy would be
            // of another version; none is better than a mix.
            const v = url.searchParams.get("v");
            if (v !== null && v !== VERSION) return Response.error();
        }
        return fetch(request);
    })());
});
