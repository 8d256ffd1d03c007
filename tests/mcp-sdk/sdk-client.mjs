// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 23: `tarn mcp` as the official MCP TypeScript SDK client (and the
// MCP Inspector's CLI) see it.
// The SDK negotiates its newest protocol version, checks every tool
// result's structuredContent against the tool's outputSchema (and refuses
// the call when they disagree); here every schema is compiled with Ajv,
// every tool is called, and a forgotten delta must never come back
// through any of them. Run by run.sh: node sdk-client.mjs TARN_BINARY.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { execFileSync, spawn } from "node:child_process";
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import Ajv from "ajv";

const tarn = process.argv[2];
const home = mkdtempSync(join(tmpdir(), "tarn-mcp-sdk-"));
let failures = 0;
const check = async (name, body) => {
    try {
        await body();
        console.log(`PASS   ${name}`);
    } catch (e) {
        failures++;
        console.log(`FAIL!  ${name}: ${e.stack || e}`);
    }
};

const transport = new StdioClientTransport({
    command: tarn,
    args: ["mcp", "--lake", join(home, "lake.sqlite")],
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, "config"), XDG_DATA_HOME: join(home, "data") },
    stderr: "pipe",
});
const client = new Client({ name: "tarn-sdk-test", version: "1.0.0" });
await client.connect(transport);
const ajv = new Ajv({ strict: false, allErrors: true });

const call = async (name, args) => {
    const r = await client.callTool({ name, arguments: args });
    assert.equal(r.isError, false, `${name} failed: ${JSON.stringify(r.content)}`);
    assert.ok(r.structuredContent, `${name} has no structuredContent`);
    // The text block is the same JSON (for clients before 2025-06-18).
    assert.deepEqual(JSON.parse(r.content[0].text), r.structuredContent);
    return r.structuredContent;
};
const refused = async (name, args, mentions) => {
    const r = await client.callTool({ name, arguments: args });
    assert.equal(r.isError, true, `${name} ${JSON.stringify(args)} should fail`);
    if (mentions)
        assert.match(r.content[0].text, mentions);
};

let tools = [];
await check("initialize at the SDK's newest version and list the tools", async () => {
    assert.equal(client.getServerVersion().name, "tarn");
    assert.ok(client.getServerCapabilities().tools);
    assert.ok(client.getInstructions().includes("delta"));
    tools = (await client.listTools()).tools;
    const names = tools.map((t) => t.name).sort();
    assert.deepEqual(names, ["affirm", "capture", "correct", "decay_scope", "forget", "get", "invalidate",
        "list_recent", "memory_context", "recall", "refute", "remember", "reply", "restore", "stats"]);
    console.log(`       protocol ${LATEST_PROTOCOL_VERSION}, ${tools.length} tools`);
});

await check("every tool has a title, annotations and schemas that compile", async () => {
    for (const t of tools) {
        assert.ok(t.title, `${t.name}: no title`);
        assert.ok(t.annotations, `${t.name}: no annotations`);
        assert.equal(t.inputSchema.type, "object");
        assert.equal(t.inputSchema.additionalProperties, false, `${t.name}: loose input schema`);
        ajv.compile(t.inputSchema);
        ajv.compile(t.outputSchema);
        assert.ok(!/Stigmem|lint_scope/.test(t.description), `${t.name}: foreign words in its description`);
    }
    const hint = (n) => tools.find((t) => t.name === n).annotations;
    for (const n of ["recall", "stats", "memory_context", "list_recent", "get"])
        assert.equal(hint(n).readOnlyHint, true, `${n} should be read-only`);
    for (const n of ["forget", "decay_scope", "invalidate"])
        assert.equal(hint(n).destructiveHint, true, `${n} should be destructive`);
    assert.equal(hint("remember").destructiveHint, false);
    // A client can check a call before making it.
    const getInput = ajv.compile(tools.find((t) => t.name === "get").inputSchema);
    assert.equal(getInput({ id: "0123456789ab" }), true);
    assert.equal(getInput({ id: "not an id" }), false);
    assert.equal(getInput({ id: "0123456789ab", colour: "red" }), false);
});

const ids = {};
await check("remember, recall, list_recent and get answer compactly", async () => {
    const tea = await call("remember", { content: "Robin drinks green tea every morning", kind: "preference", tags: ["drinks"] });
    assert.match(tea.id, /^[0-9a-f]{12}$/);
    ids.tea = tea.id;
    ids.sister = (await call("remember", { content: "Robin's sister is called Ada", decay_class: "permanent" })).id;
    const hits = (await call("recall", { query: "what does Robin drink", limit: 5 })).hits;
    assert.equal(hits[0].id, ids.tea);
    const compact = new Set(["id", "content", "kind", "source", "observed_at", "deadline_at", "tags", "subject",
        "decay_class", "supersedes", "superseded_by", "score", "refutes", "context_for", "affirmed_because", "presented"]);
    for (const k of Object.keys(hits[0]))
        assert.ok(compact.has(k), `recall returns ${k} by default`);
    const full = (await call("recall", { query: "green tea", detail: "full" })).hits[0];
    assert.ok("recall_count" in full && "confidence" in full);
    const recent = (await call("list_recent", { limit: 10 })).deltas;
    assert.deepEqual(recent.map((d) => d.id).sort(), [ids.tea, ids.sister].sort());
    assert.equal((await call("get", { id: ids.sister })).deadline_at, null);
});

await check("correct, invalidate, restore and engage", async () => {
    const corrected = await call("correct", { id: ids.tea, content: "Robin drinks black tea every morning now" });
    assert.equal(corrected.supersedes, ids.tea);
    ids.tea2 = corrected.id;
    // The old version stays readable by id, and says what replaced it.
    assert.equal((await call("get", { id: ids.tea })).superseded_by, ids.tea2);
    const hits = (await call("recall", { query: "Robin tea morning" })).hits.map((h) => h.id);
    assert.ok(hits.includes(ids.tea2) && !hits.includes(ids.tea));
    assert.equal((await call("invalidate", { id: ids.tea2 })).state, "invalidated");
    await refused("get", { id: ids.tea2 }, /no delta/);
    assert.equal((await call("restore", { id: ids.tea2 })).state, "active");
    assert.equal((await call("get", { id: ids.tea2 })).id, ids.tea2);
    for (const how of ["affirm", "refute", "reply"])
        assert.ok((await call(how, { target: ids.sister, reason: `checked by ${how}` })).content.includes("checked"));
});

await check("memory_context, capture, stats and decay_scope", async () => {
    const ctx = await call("memory_context", { query: "who is Ada?", touch: false });
    assert.equal(typeof ctx.context, "string");
    const captured = await client.callTool({ name: "capture", arguments: { user: "Please remember that my bike is blue", session_id: "s1" } });
    assert.ok(captured.isError === false || /auto_capture/.test(captured.content[0].text));
    assert.ok((await call("stats", {})).total >= 2);
    await call("decay_scope", { scope: "local", mode: "dry_run" });
});

await check("bad arguments are tool errors that name the argument", async () => {
    await refused("get", { id: "XYZ" }, /id/);
    await refused("remember", { content: "x", colour: "red" }, /colour/);
    await refused("recall", { query: "x", limit: 1000 }, /limit/);
    await refused("get", { id: "0123456789ab" }, /0123456789ab/);
});

await check("a forgotten delta never comes back through any tool", async () => {
    const secret = await call("remember", { content: "The Zephyrine door code is 4471", decay_class: "permanent" });
    const soft = await call("remember", { content: "Zephyrine spare key under the blue pot", decay_class: "permanent" });
    const plan = await call("forget", { id: secret.id, hard: true, dry_run: true });
    assert.equal(plan.id, secret.id);
    assert.equal(plan.dry_run, true);
    assert.ok((await call("get", { id: secret.id })).content.includes("4471")); // a dry run changes nothing
    await call("forget", { id: secret.id, hard: true });
    await call("forget", { id: soft.id });
    const seen = async () => {
        const out = [];
        out.push(...(await call("recall", { query: "Zephyrine door code key", limit: 100 })).hits);
        out.push(...(await call("list_recent", { limit: 100 })).deltas);
        out.push(...(await call("memory_context", { query: "Zephyrine door code", touch: false })).items);
        return JSON.stringify(out) + JSON.stringify(await call("memory_context", { query: "Zephyrine key" }));
    };
    const text = await seen();
    // Whole phrases: a bare "4471" once matched a score's digits (0.6952168865394471).
    assert.ok(!text.includes("door code is 4471") && !text.includes("blue pot"), text);
    await refused("get", { id: secret.id });
    await refused("get", { id: soft.id });
    await refused("restore", { id: secret.id }); // erased: nothing to restore
    // A soft forget is undone by restore, and only then is it back.
    await call("restore", { id: soft.id });
    assert.ok((await seen()).includes("blue pot"));
});

await client.close();

// The SDK always offers its newest version; older clients offer their own.
// This transport lets the same SDK client offer each version it knows, so
// the negotiation is checked from a real client's side: Tarn must answer
// the version asked for whenever it supports it (the SDK refuses any
// answer outside its list), and every tool must still list and answer.
const tarnVersions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"];
class OfferingTransport {
    constructor(inner, version) {
        this.inner = inner;
        this.version = version;
        this.answered = null;
    }
    start() {
        this.inner.onmessage = (m) => {
            if (m.id !== undefined && m.id === this.initializeId && m.result)
                this.answered = m.result.protocolVersion;
            this.onmessage?.(m);
        };
        this.inner.onclose = () => this.onclose?.();
        this.inner.onerror = (e) => this.onerror?.(e);
        return this.inner.start();
    }
    send(message, options) {
        if (message.method === "initialize") {
            message = { ...message, params: { ...message.params, protocolVersion: this.version } };
            this.initializeId = message.id;
        }
        return this.inner.send(message, options);
    }
    close() {
        return this.inner.close();
    }
    setProtocolVersion(version) {
        this.inner.setProtocolVersion?.(version);
    }
}
for (const version of SUPPORTED_PROTOCOL_VERSIONS) {
    await check(`the SDK client offering ${version} connects, lists and calls`, async () => {
        const offering = new OfferingTransport(new StdioClientTransport({
            command: tarn,
            args: ["mcp", "--lake", join(home, "lake.sqlite")],
            env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, "config"), XDG_DATA_HOME: join(home, "data") },
            stderr: "pipe",
        }), version);
        const older = new Client({ name: "tarn-sdk-version-test", version: "1.0.0" });
        await older.connect(offering);
        const expected = tarnVersions.includes(version) ? version : tarnVersions[tarnVersions.length - 1];
        assert.equal(offering.answered, expected);
        assert.equal((await older.listTools()).tools.length, tools.length);
        const stats = await older.callTool({ name: "stats", arguments: {} });
        assert.equal(stats.isError, false);
        await older.close();
    });
}

// The MCP Inspector's command line (0.15, as people debug a server with
// it): each call spawns its own `tarn mcp` on the same lake.
const inspectorCli = fileURLToPath(new URL("./node_modules/@modelcontextprotocol/inspector-cli/build/index.js", import.meta.url));
const inspect = (...args) => {
    const out = execFileSync(process.execPath, [inspectorCli, tarn, "mcp", "--lake", join(home, "lake.sqlite"), ...args], {
        env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, "config"), XDG_DATA_HOME: join(home, "data") },
        timeout: 60000,
    });
    return JSON.parse(out.toString());
};
await check("the MCP Inspector's CLI lists every tool and calls remember, recall and forget", async () => {
    const listed = inspect("--method", "tools/list").tools;
    assert.equal(listed.length, tools.length);
    for (const t of listed)
        assert.ok(t.title && t.annotations && t.outputSchema, `${t.name} as the Inspector sees it`);
    const kept = inspect("--method", "tools/call", "--tool-name", "remember", "--tool-arg", "content=The Inspector's loft key is in the red tin");
    assert.equal(kept.isError, false);
    const id = kept.structuredContent.id;
    const found = inspect("--method", "tools/call", "--tool-name", "recall", "--tool-arg", "query=loft key red tin");
    assert.equal(found.structuredContent.hits[0].id, id);
    inspect("--method", "tools/call", "--tool-name", "forget", "--tool-arg", `id=${id}`, "hard=true");
    const gone = inspect("--method", "tools/call", "--tool-name", "recall", "--tool-arg", "query=loft key red tin");
    assert.ok(!JSON.stringify(gone).includes("red tin"));
});

// The same tools over the running Tarn's streamable HTTP transport (/mcp),
// paired like any API client. Needs the keychain run.sh provides.
if (process.env.TARN_SDK_KEYRING === "1") {
    const env = { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, "config"), XDG_DATA_HOME: join(home, "data") };
    const lake = join(home, "served.sqlite");
    const serve = spawn(tarn, ["serve", "--lake", lake, "--port", "0"], { env, stdio: ["ignore", "pipe", "pipe"] });
    try {
        const port = await new Promise((resolve, reject) => {
            let seen = "";
            const timer = setTimeout(() => reject(new Error(`tarn serve did not start: ${seen}`)), 20000);
            serve.stdout.on("data", (chunk) => {
                seen += chunk;
                const m = /127\.0\.0\.1:(\d+)/.exec(seen);
                if (m) {
                    clearTimeout(timer);
                    resolve(Number(m[1]));
                }
            });
        });
        const code = JSON.parse(execFileSync(tarn, ["pair", "--lake", lake, "--json", "--no-wait"], { env })).code;
        const paired = await fetch(`http://127.0.0.1:${port}/v1/pair`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ code, name: "sdk over http", scope: "write" }),
        }).then((r) => r.json());
        await check("over HTTP (/mcp): the SDK's streamable HTTP client on tarn serve", async () => {
            const web = new Client({ name: "tarn-sdk-http-test", version: "1.0.0" });
            await web.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`), {
                requestInit: { headers: { Authorization: `Bearer ${paired.token}` } },
            }));
            assert.equal(web.getServerVersion().name, "tarn");
            const names = (await web.listTools()).tools.map((t) => t.name);
            assert.ok(names.includes("list_recent") && names.includes("forget"));
            const kept = await web.callTool({ name: "remember", arguments: { content: "The HTTP door code is 9911", decay_class: "permanent" } });
            assert.equal(kept.isError, false);
            const id = kept.structuredContent.id;
            const hits = (await web.callTool({ name: "recall", arguments: { query: "HTTP door code" } })).structuredContent.hits;
            assert.equal(hits[0].id, id);
            await web.callTool({ name: "forget", arguments: { id, hard: true } });
            const after = await web.callTool({ name: "recall", arguments: { query: "HTTP door code" } });
            assert.ok(!JSON.stringify(after).includes("9911"));
            await web.close();
        });
    } finally {
        serve.kill("SIGTERM");
    }
} else {
    console.log("SKIP   over HTTP (/mcp): no keyring here to pair a client (run.sh starts one where gnome-keyring is installed)");
}
rmSync(home, { recursive: true, force: true });
console.log(failures ? `${failures} failed` : "all passed");
process.exit(failures ? 1 : 0);
