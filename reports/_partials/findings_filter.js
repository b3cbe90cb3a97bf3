(function () {
  "use strict";
  var STEP = 500;
  var body = document.getElementById("rows");
  var staticRows = Array.prototype.slice.call(body.rows);
  var more = document.getElementById("f-more");
  var count = document.getElementById("f-count");
  var ids = {game: "f-game", code: "f-code", session: "f-session", player: "f-player"};
  var shown = STEP, matches = [], folder = "";
  function el(id) { return document.getElementById(id); }
  function current() {
    var f = {};
    for (var k in ids) { f[k] = el(ids[k]).value; }
    f.player = f.player.trim();
    return f;
  }
  function active(f) { return f.game || f.code || f.session || f.player; }
  // the directional isolates the report sets around a right-to-left run of a name (U+2068,
  // U+2069; a name's own are escaped as text): unseen, so not typed, and left out of the match
  function plain(s) { return s.replace(/[\u2068\u2069]/g, ""); }
  function bare(s) { return plain(s).toLowerCase(); }
  function ok(f, game, code, session, player) {
    return (!f.game || game === f.game) && (!f.code || code === f.code) &&
      // a session option's value is "=" + its name (the name "" is not "all")
      (!f.session || (session !== undefined && session !== null && "=" + session === f.session)) &&
      // "=name": that player exactly (a player page's link), else any name that holds the text
      (!f.player || (f.player.charAt(0) === "=" ? plain(player || "") === plain(f.player.slice(1))
                     : bare(player || "").indexOf(bare(f.player)) >= 0));
  }
  function cell(tr, text, cls) {
    var td = document.createElement("td");
    if (cls) { td.className = cls; }
    td.textContent = text === null || text === undefined ? "" : String(text);
    tr.appendChild(td);
    return td;
  }
  function row(r, K) {
    var tr = document.createElement("tr");
    var sev = document.createElement("span");
    sev.className = "sev " + r[K.severity];
    sev.textContent = r[K.severity];
    cell(tr, "", "w").appendChild(sev);
    cell(tr, r[K.code], "w");
    cell(tr, r[K.game], "w");
    cell(tr, r[K.session_label], "w");
    var hand = cell(tr, r[K.slug] ? "" : (r[K.hand_id] || "?"), "w");
    if (r[K.slug]) {
      var a = document.createElement("a");
      a.setAttribute("href", "hands/" + encodeURIComponent(r[K.slug]) + ".html");
      a.textContent = r[K.hand_id];
      hand.appendChild(a);
    }
    cell(tr, r[K.seq], "n");
    var who = cell(tr, "");
    if (r[K.player]) {
      var name = document.createElement("span");
      name.className = "who";
      name.textContent = r[K.player];
      who.appendChild(name);
    }
    cell(tr, r[K.message]);
    cell(tr, r[K.file] + ":" + r[K.source_line], "w").title = folder + r[K.file];
    return tr;
  }
  function render(K) {
    while (body.firstChild) { body.removeChild(body.firstChild); }
    var frag = document.createDocumentFragment();
    for (var i = 0; i < Math.min(shown, matches.length); i++) { frag.appendChild(row(matches[i], K)); }
    body.appendChild(frag);
    more.hidden = matches.length <= shown;
    count.textContent = matches.length + " matching findings" + (matches.length > shown ? ", " + shown + " shown" : "");
  }
  function apply(keepHash) {
    var f = current();
    var pagers = document.querySelectorAll(".pager.static");
    if (!keepHash) {
      var parts = [];
      for (var k in f) { if (f[k]) { parts.push(k + "=" + encodeURIComponent(f[k])); } }
      try {
        history.replaceState(null, "", parts.length ? "#" + parts.join("&") : location.pathname);
      } catch (e) { /* some browsers refuse on file: pages; the filter still works */ }
    }
    for (var p = 0; p < pagers.length; p++) { pagers[p].hidden = !!active(f); }
    var data = window.HANDAUDIT_FINDINGS;
    if (active(f) && !data) { load(); }
    if (!active(f) || !data) {
      while (body.firstChild) { body.removeChild(body.firstChild); }
      var n = 0;
      for (var i = 0; i < staticRows.length; i++) {
        var tr = staticRows[i], d = tr.dataset;
        if (ok(f, d.game, d.code, d.session, d.player)) { body.appendChild(tr); n++; }
      }
      more.hidden = true;
      count.textContent = !active(f) ? "" : n + " matching findings on this page" +
        (loading ? " (loading every page's findings\u2026)" : failed ? " (every page's findings could not be loaded)" : "");
      return;
    }
    var K = {};
    data.keys.forEach(function (k, i) { K[k] = i; });
    folder = data.folder || "";
    matches = data.rows.filter(function (r) { return ok(f, r[K.game], r[K.code], r[K.session], r[K.player]); });
    shown = STEP;
    render(K);
    more.onclick = function () { shown += STEP; render(K); };
  }
  // every page's rows (findings-data.js, some 220 bytes a finding) are loaded on the first
  // filter only: a page that is just read does not parse them
  var loading = false, failed = false;
  function load() {
    if (loading || failed) { return; }
    loading = true;
    var s = document.createElement("script");
    s.src = "findings-data.js";
    s.onload = function () { loading = false; apply(true); };
    s.onerror = function () { loading = false; failed = true; apply(true); };
    document.body.appendChild(s);
  }
  function fromHash() {
    var h = location.hash.replace(/^#/, "");
    if (!h) { return; }
    h.split("&").forEach(function (part) {
      var kv = part.split("=");
      if (!ids[kv[0]]) { return; }
      var v = kv[1] || "";
      try { v = decodeURIComponent(v); } catch (e) { /* a "%" not of an escape (an address edited by hand): as written */ }
      el(ids[kv[0]]).value = v;
    });
  }
  for (var k in ids) { el(ids[k]).addEventListener(k === "player" ? "input" : "change", function () { apply(false); }); }
  el("f-clear").addEventListener("click", function () {
    for (var k in ids) { el(ids[k]).value = ""; }
    apply(false);
  });
  fromHash();
  if (location.hash) { apply(true); }
})();
