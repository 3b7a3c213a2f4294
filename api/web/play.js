"use strict";
// The play-by-link page of a named match (/matches/{id}, and /matches/{id}/join for an invite).
// Everything comes from the API's JSON: seat names, labels the service writes, actor numbers;
// no game is named here, so every game of the registry plays through the same code.
//
// A seat's token is kept in localStorage under `quarterdeck.match.<id>` and only ever sent in
// an Authorization header: never in a URL, where history, logs and referrers would keep it.

const $ = (css, root = document) => root.querySelector(css);

function element(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "onclick") node.addEventListener("click", value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  node.append(...children.filter((child) => child !== null && child !== undefined && child !== ""));
  return node;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- Where we are, and the seat this browser holds ---------------------------------------

const path = /^\/matches\/([^/]+)(\/join)?\/?$/.exec(location.pathname);
const matchId = path ? decodeURIComponent(path[1]) : "";
const storageKey = (id) => `quarterdeck.match.${id}`;

function storedSeat(id) {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey(id)) || "null");
    return kept && typeof kept.token === "string" ? kept : null;
  } catch {
    return null;
  }
}

function storeSeat(id, seat, token) {
  localStorage.setItem(storageKey(id), JSON.stringify({ seat, token }));
}

const page = {
  seat: storedSeat(matchId), // {seat, token} or null: a spectator
  games: new Map(),
  view: null,
  legal: null,
  log: [],
  score: null,
  choice: [], // the fields chosen so far while narrowing a move: [[key, json], ...]
  busy: false,
  finished: false,
};

const token = () => (page.seat ? page.seat.token : null);

// The page's own address, without the fragment that carried an invite or a token.
function cleanAddress() {
  history.replaceState(null, "", `/matches/${encodeURIComponent(matchId)}`);
}

// ---- Talking to the API --------------------------------------------------------------------

class Problem extends Error {
  constructor(status, body) {
    super((body && (body.detail || body.title)) || `the service answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

async function api(method, apiPath, { body, headers = {}, auth = true } = {}) {
  const sent = { accept: "application/json", ...headers };
  if (auth && token()) sent.authorization = `Bearer ${token()}`;
  if (body !== undefined) sent["content-type"] = "application/json";
  const response = await fetch(apiPath, {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  });
  if (response.status === 304) return { status: 304, body: null };
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) throw new Problem(response.status, json);
  return { status: response.status, body: json };
}

const matchPath = (tail = "") => `/v1/matches/${encodeURIComponent(matchId)}${tail}`;

// A problem as the person reads it: its detail, then each field's message.
function showProblem(where, error) {
  const box = $(where);
  const violations = (error.body && (error.body.violations || error.body.errors)) || [];
  const messages = violations.map((v) => v.message).filter(Boolean);
  box.replaceChildren(
    element("p", { text: error.message }),
    ...(messages.length ? [element("ul", {}, messages.map((m) => element("li", { text: m })))] : []),
  );
}

const clearProblem = (where) => $(where).replaceChildren();

function setStatus(text) {
  $("#play-status").textContent = text;
}

// ---- Words from JSON: generic, for every game -----------------------------------------------

const words = (key) => String(key).replace(/[-_]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").trim();
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function valueText(value) {
  if (value === null || value === undefined) return "hidden";
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(", ") : "none";
  if (typeof value === "object") {
    if (typeof value.type === "string") return fieldsText(value);
    return Object.entries(value).map(([k, v]) => `${words(k)} ${valueText(v)}`).join(", ");
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  return typeof value === "string" ? words(value) : String(value);
}

// An action (or any object with a `type`) as words: its type, then each other field.
function fieldsText(action) {
  if (action === null || typeof action !== "object") return valueText(action);
  const type = typeof action.type === "string" ? capital(words(action.type)) : "";
  const rest = Object.entries(action)
    .filter(([key]) => key !== "type")
    .map(([key, value]) => `${words(key)}: ${valueText(value)}`);
  return [type, rest.join(", ")].filter(Boolean).join(" — ");
}

function seatName(seat) {
  const seats = (page.view && page.view.seats) || [];
  const found = seats.find((s) => s.seat === seat);
  if (found && found.name) return found.name;
  const player = page.score && page.score.players && page.score.players.find((p) => p.seat === seat);
  if (player && player.name) return player.name;
  return `Seat ${seat + 1}`;
}

function actorName(actor, named) {
  if (actor === "table" || actor === null || actor === undefined) return "The table";
  if (typeof actor.seat === "number") return named || seatName(actor.seat);
  return "Someone";
}

const isMe = (actor) => page.view && typeof page.view.seat === "number" && actor && actor.seat === page.view.seat;

// ---- The join form (an invite link) ---------------------------------------------------------

function askForName(invite) {
  $("#play-join").hidden = false;
  document.body.dataset.state = "join";
  setStatus("");
  $("#play-join-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    clearProblem("#play-join-error");
    const button = $("#play-join-form button");
    button.disabled = true;
    try {
      const { body } = await api("POST", matchPath("/seats/claim"), {
        body: { invite, name: $("#play-name").value.trim() },
        auth: false,
      });
      // Kept under the address's id (the match's name, if that is how the link names it),
      // which is what this page reads back.
      storeSeat(matchId, body.seat, body.token);
      page.seat = storedSeat(matchId);
      cleanAddress();
      $("#play-join").hidden = true;
      await start();
    } catch (error) {
      showProblem("#play-join-error", error);
      button.disabled = false;
    }
  });
}

// ---- Reading the match ------------------------------------------------------------------------

async function loadGames() {
  try {
    const { body } = await api("GET", "/v1/games", { auth: false });
    for (const game of body) page.games.set(game.id, game);
  } catch {
    // The title falls back to the game's id.
  }
}

async function readLog() {
  const entries = [];
  let from = 1;
  for (;;) {
    const { body } = await api("GET", matchPath(`/log?from=${from}&limit=500`));
    entries.push(...body.entries);
    if (body.next_from === null || body.next_from === undefined) break;
    from = body.next_from;
  }
  page.log = entries;
}

async function readView() {
  try {
    page.view = (await api("GET", matchPath())).body;
  } catch (error) {
    if (error.status === 401 && page.seat) {
      // The stored token is not this match's (the match was replaced?): read as a spectator.
      localStorage.removeItem(storageKey(matchId));
      page.seat = null;
      page.view = (await api("GET", matchPath())).body;
    } else {
      throw error;
    }
  }
  if (page.seat && typeof page.view.seat === "number" && page.seat.seat !== page.view.seat) {
    storeSeat(matchId, page.view.seat, page.seat.token);
    page.seat = storedSeat(matchId);
  }
}

async function readLegal() {
  page.legal = null;
  if (!page.seat || !mayAct()) return;
  page.legal = (await api("GET", matchPath("/legal-actions"))).body;
}

async function readScore() {
  try {
    page.score = (await api("GET", matchPath("/score"), { auth: false })).body;
  } catch {
    page.score = null;
  }
}

function mayAct() {
  const view = page.view;
  if (!view || typeof view.seat !== "number" || view.status === "finished" || view.status === "abandoned") return false;
  return (view.to_act || []).some(isMe);
}

// Everything read again; several calls while one runs make one more run, not several.
let refreshing = null;
let again = false;
async function refresh({ log = true } = {}) {
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      again = false;
      const previous = page.view ? page.view.version : null;
      await readView();
      await Promise.all([readLegal(), readScore(), log ? readLog() : null]);
      if (page.view.version !== previous) page.choice = [];
      render();
    } while (again);
  })();
  try {
    await refreshing;
  } finally {
    refreshing = null;
  }
}

// ---- Drawing the page -------------------------------------------------------------------------

function render() {
  const view = page.view;
  const game = page.games.get(view.game);
  const gameName = game ? game.name : view.game;
  const title = `${gameName} · ${view.name || view.id}`;
  $("#play-title").textContent = title;
  document.title = `${title} · Quarterdeck`;
  $("#play-rules-link").setAttribute("href", `/rules/${encodeURIComponent(view.game)}`);
  $("#play-rules-link").textContent = `${gameName} rules`;
  setStatus("");
  const you = typeof view.seat === "number" ? ` · You are ${seatName(view.seat)}` : " · Watching";
  $("#play-facts").textContent = `${capital(view.status)} · ${view.players} players · move ${view.version}${you}`;
  // A keyboard's place survives the buttons being drawn again: on the next choice, or on the
  // sentence saying whose turn it is once this seat's is over.
  const focused = $("#play-actions").contains(document.activeElement);
  renderTurn();
  renderSeats();
  renderMove();
  if (focused && !$("#play-actions").contains(document.activeElement)) {
    if (mayAct()) focusFirstChoice();
    else $("#play-turn").focus();
  }
  renderControls();
  renderScore();
  renderLog();
  $("#play-match").hidden = false;
  document.body.dataset.state = "ready";
  document.body.dataset.status = view.status;
  document.body.dataset.version = String(view.version);
  document.body.dataset.turn = mayAct() ? "mine" : "theirs";
  // The stream stops with the match, so a finished page holds no connection.
  page.finished = view.status === "finished" || view.status === "abandoned";
}

function renderTurn() {
  const view = page.view;
  const turn = $("#play-turn");
  let text;
  if (view.status === "waiting") text = "Waiting for players to take their seats.";
  else if (view.status === "finished") text = "The game is over.";
  else if (view.status === "abandoned") text = "The match was abandoned.";
  else if (mayAct()) text = "Your turn.";
  else {
    const names = (view.to_act || []).map((actor) => actorName(actor));
    text = names.length ? `Waiting for ${names.join(" and ")}.` : "Waiting.";
  }
  // Only a changed sentence is written, so a screen reader hears each turn once.
  if (turn.textContent !== text) turn.textContent = text;
  turn.classList.toggle("mine", mayAct());
  renderDeadline();
}

function renderDeadline() {
  const view = page.view;
  const box = $("#play-deadline");
  const deadline = view && view.deadline && view.status === "active" ? new Date(view.deadline) : null;
  if (!deadline || Number.isNaN(deadline.getTime())) {
    box.hidden = true;
    return;
  }
  const left = Math.max(0, Math.round((deadline.getTime() - Date.now()) / 1000));
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  const remaining = h ? `${h} h ${m} min` : m ? `${m} min ${s} s` : `${s} s`;
  box.textContent = `Deadline ${deadline.toLocaleString()} (${remaining} left)`;
  box.hidden = false;
}
setInterval(() => page.view && renderDeadline(), 1000);

function renderSeats() {
  const view = page.view;
  const seats = view.seats && view.seats.length
    ? view.seats
    : Array.from({ length: view.players }, (_, seat) => ({ seat }));
  // Who holds a seat is its `holder` (`player`, `open`, `bot`, `resigned`).
  const holder = (s) => s.holder || s.state || ((view.open_seats || []).includes(s.seat) ? "open" : "player");
  const open = seats.filter((s) => holder(s) === "open");
  const waiting = $("#play-waiting");
  waiting.hidden = view.status !== "waiting";
  waiting.textContent = open.length
    ? `Open: ${open.map((s) => `seat ${s.seat + 1}`).join(", ")}. Play starts when every seat is taken.`
    : "Play starts when every seat is taken.";
  $("#play-seats").replaceChildren(...seats.map((s) => {
    const parts = [holder(s) === "open" ? `Seat ${s.seat + 1}: open` : seatName(s.seat)];
    if (view.seat === s.seat) parts.push("(you)");
    if (holder(s) === "bot") parts.push("(bot)");
    if (holder(s) === "resigned") parts.push("(resigned)");
    if ((view.to_act || []).some((a) => a && a.seat === s.seat) && view.status === "active") parts.push("— to act");
    return element("li", { class: view.seat === s.seat ? "you" : null, text: parts.join(" ") });
  }));
}

// ---- Choosing a move, one step at a time ------------------------------------------------------

// At most this many actions are shown as buttons at once; more are narrowed by a field first.
const MAX_CHOICES = 8;

const fieldOf = (action, key) => JSON.stringify(action.action[key] === undefined ? null : action.action[key]);

function remaining() {
  const actions = ((page.legal && page.legal.actions) || []).filter((a) => isMe(a.actor));
  return actions.filter((a) => page.choice.every(([key, json]) => fieldOf(a, key) === json));
}

// The first field (`type` first, then in the actions' own order) whose values still differ.
function nextField(actions) {
  const keys = ["type"];
  for (const a of actions) for (const key of Object.keys(a.action || {})) if (!keys.includes(key)) keys.push(key);
  const chosen = new Set(page.choice.map(([key]) => key));
  return keys.find((key) => !chosen.has(key) && new Set(actions.map((a) => fieldOf(a, key))).size > 1) || null;
}

function renderMove() {
  const section = $("#play-move");
  section.hidden = !mayAct();
  if (section.hidden) {
    // No stale button is left to press (or for a test to find) when the turn passes.
    $("#play-actions").replaceChildren();
    delete $("#play-actions").dataset.drawn;
    return;
  }
  const actions = remaining();
  const list = $("#play-actions");
  // The same choices are left as they are: a move elsewhere that leaves this seat's options
  // alone must not swap the buttons under a finger about to tap one.
  const drawn = JSON.stringify([actions, page.choice, page.busy]);
  if (list.dataset.drawn === drawn && list.childElementCount) return;
  list.dataset.drawn = drawn;
  const buttons = [];
  const field = actions.length > MAX_CHOICES ? nextField(actions) : null;
  if (!actions.length) {
    $("#play-move-step").textContent = "Nothing to choose yet.";
  } else if (field === null) {
    $("#play-move-step").textContent = actions.length === 1 ? "Your only move:" : "Choose your move:";
    for (const action of actions) {
      buttons.push(element("button", {
        type: "button", class: "choice", "data-leaf": true, text: action.label || fieldsText(action.action),
        onclick: () => act(action),
      }));
    }
  } else {
    $("#play-move-step").textContent = field === "type" ? "Choose what to do:" : `Choose the ${words(field)}:`;
    const groups = new Map();
    for (const action of actions) {
      const json = fieldOf(action, field);
      if (!groups.has(json)) groups.set(json, []);
      groups.get(json).push(action);
    }
    for (const [json, group] of groups) {
      if (group.length === 1) {
        buttons.push(element("button", {
          type: "button", class: "choice", "data-leaf": true, text: group[0].label || fieldsText(group[0].action),
          onclick: () => act(group[0]),
        }));
      } else {
        const value = JSON.parse(json);
        const name = capital(valueText(value));
        buttons.push(element("button", {
          type: "button", class: "choice",
          onclick: () => {
            page.choice.push([field, json]);
            renderMove();
            focusFirstChoice();
          },
        }, [element("span", { text: name }), element("span", { class: "count", text: ` (${group.length} options)` })]));
      }
    }
  }
  if (page.choice.length) {
    buttons.push(element("button", {
      type: "button", class: "back", text: "Back",
      onclick: () => {
        page.choice.pop();
        renderMove();
        focusFirstChoice();
      },
    }));
  }
  list.replaceChildren(...buttons);
  for (const button of buttons) button.disabled = page.busy;
}

function focusFirstChoice() {
  const first = $("#play-actions button");
  if (first) first.focus();
}

async function act(action) {
  if (page.busy) return;
  page.busy = true;
  clearProblem("#play-move-error");
  renderMove();
  try {
    await api("POST", matchPath("/actions"), {
      body: { game: page.view.game, action: action.action },
      headers: { "if-match": `"${page.view.version}"` },
    });
  } catch (error) {
    // 412: someone moved first; the page reads the match again and the reader chooses anew.
    if (error.status !== 412) showProblem("#play-move-error", error);
  } finally {
    page.busy = false;
  }
  page.choice = [];
  await refresh();
  // The pressed button is gone: the keyboard goes on from the next choice or the turn.
  if (mayAct()) focusFirstChoice();
  else $("#play-turn").focus();
}

// ---- Resign, take back, rematch -------------------------------------------------------------

async function control(method, tail, body, then) {
  clearProblem("#play-controls-error");
  try {
    const answer = await api(method, matchPath(tail), { body });
    if (then) await then(answer.body);
    await refresh();
  } catch (error) {
    // Redraw first (a refused resignation's confirmation goes), then say why.
    renderControls();
    showProblem("#play-controls-error", error);
  }
}

let confirmingResign = false;

function renderControls() {
  const view = page.view;
  const section = $("#play-controls");
  const seated = typeof view.seat === "number";
  const rematch = view.rematch ? element("a", {
    class: "button primary", href: `/matches/${encodeURIComponent(view.rematch)}`, text: "Go to the rematch",
  }) : null;
  section.hidden = !seated && !rematch;
  if (section.hidden) return;

  const takeBack = $("#play-take-back");
  const pending = view.take_back;
  if (pending && seated && (pending.waiting_for || []).includes(view.seat)) {
    takeBack.replaceChildren(
      element("p", { text: `${seatName(pending.by)} asks to take back their last action.` }),
      element("button", { type: "button", class: "primary", text: "Accept", onclick: () => control("POST", "/take-back/answer", { accept: true }) }),
      element("button", { type: "button", text: "Refuse", onclick: () => control("POST", "/take-back/answer", { accept: false }) }),
    );
  } else if (pending) {
    const waiting = (pending.waiting_for || []).map(seatName).join(" and ");
    takeBack.replaceChildren(element("p", {
      text: `${seatName(pending.by)} asked to take back their last action${waiting ? `; waiting for ${waiting}` : ""}.`,
    }));
    // The asker may withdraw the request.
    if (seated && pending.by === view.seat) {
      takeBack.append(element("button", { type: "button", text: "Withdraw the request", onclick: () => control("POST", "/take-back/answer", { accept: false }) }));
    }
  } else {
    takeBack.replaceChildren();
  }

  const buttons = [];
  // A seat that resigned acts no more: a bot's moves for it are not its own to take back.
  const playing = seated && !(view.resigned || []).includes(view.seat);
  const live = view.status === "active" || view.status === "waiting";
  if (playing && view.status === "active" && !pending
      && page.log.some((entry) => (entry.kind || "action") === "action" && isMe(entry.actor) && !entry.bot && !entry.timed_out)) {
    buttons.push(element("button", { type: "button", text: "Take back my last action", onclick: () => control("POST", "/take-back") }));
  }
  if (playing && live) {
    if (confirmingResign) {
      buttons.push(
        element("p", { text: "Resign this match? It ends your game." }),
        element("button", { type: "button", class: "danger", text: "Yes, resign", onclick: () => { confirmingResign = false; control("POST", "/resign"); } }),
        element("button", { type: "button", text: "Keep playing", onclick: () => { confirmingResign = false; renderControls(); } }),
      );
    } else {
      buttons.push(element("button", { type: "button", class: "danger", text: "Resign…", onclick: () => { confirmingResign = true; renderControls(); $("#play-buttons .danger").focus(); } }));
    }
  }
  // A seat joins a rematch another seat started by asking too: the answer is its own token
  // for the new match. Without a seat, or holding that token already, it is a link.
  if (rematch && (!seated || storedSeat(view.rematch))) buttons.push(rematch);
  else if (seated && (view.rematch || view.status === "finished" || view.status === "abandoned")) {
    buttons.push(element("button", {
      type: "button", class: "primary", text: view.rematch ? "Join the rematch" : "Rematch",
      onclick: () => control("POST", "/rematch", undefined, async (answer) => {
        storeSeat(answer.match, answer.seat, answer.token);
        location.assign(`/matches/${encodeURIComponent(answer.match)}`);
      }),
    }));
  }
  $("#play-buttons").replaceChildren(...buttons);
}

// ---- The score sheet and the log -------------------------------------------------------------

function renderScore() {
  const box = $("#play-score");
  const sheet = page.score;
  if (!sheet || !sheet.players || !sheet.players.length) {
    box.replaceChildren(element("p", { class: "note", text: "No score yet." }));
    return;
  }
  const players = sheet.players;
  const categories = [];
  for (const p of players) for (const key of Object.keys(p.categories || {})) if (!categories.includes(key)) categories.push(key);
  // The service's own labels for its categories, where it gives them.
  const labels = new Map((sheet.categories || []).map((c) => [c.id, c.label]));
  const name = (p) => p.name || seatName(p.seat);
  const cell = (value) => (value === null || value === undefined ? "" : typeof value === "object" ? valueText(value) : String(value));
  const winners = (sheet.winners || []).map((w) => (typeof w === "number" ? seatName(w) : w && (w.name || seatName(w.seat))));
  box.replaceChildren(
    element("table", { class: "sheet", id: "play-sheet", "data-final": sheet.final ? "true" : "false" }, [
      element("caption", { text: sheet.final ? "Final score" : "Provisional score (the game is not over)" }),
      element("thead", {}, [element("tr", {}, [
        element("th", { scope: "col", text: "Category" }),
        ...players.map((p) => element("th", { scope: "col", text: name(p) })),
      ])]),
      element("tbody", {}, [
        ...categories.map((key) => element("tr", {}, [
          element("th", { scope: "row", text: labels.get(key) || capital(words(key)) }),
          ...players.map((p) => element("td", { text: cell((p.categories || {})[key]) })),
        ])),
        element("tr", { class: "total" }, [
          element("th", { scope: "row", text: "Total" }),
          ...players.map((p) => element("td", { text: cell(p.total) })),
        ]),
        element("tr", {}, [
          element("th", { scope: "row", text: "Rank" }),
          ...players.map((p) => element("td", { text: cell(p.rank) })),
        ]),
      ]),
    ]),
    ...(sheet.final && winners.length ? [element("p", { id: "play-winners", text: `Won by ${winners.join(" and ")}.` })] : []),
  );
}

// A log entry as a sentence: an action as its type and fields, anything else from its note.
function entryText(entry) {
  const who = actorName(entry.actor, entry.actor_name);
  const kind = entry.kind || "action";
  const note = entry.note || {};
  const seat = (n) => (typeof n === "number" ? seatName(n) : "");
  switch (kind) {
    case "action":
      return `${who}: ${fieldsText(entry.action)}`;
    case "claim":
      return `${note.name || who} took seat ${(note.seat ?? (entry.actor && entry.actor.seat) ?? 0) + 1}.`;
    case "resign":
      return `${who} resigned${note.then === "bot" ? "; a bot plays on for them" : note.then === "abandon" ? "; the match ends" : ""}.`;
    case "take-back-accepted":
      return `${who} agreed to the take-back.`;
    case "take-back-asked":
      return `${who} asked to take back their last action.`;
    case "take-back-refused":
      return `${who} refused to take back${note.by !== undefined ? ` ${seat(note.by)}'s action` : " the action"}.`;
    case "take-back":
      return `The last action${note.by !== undefined ? ` of ${seat(note.by)}` : ""} was taken back${note.to !== undefined ? ` (back to move ${note.to})` : ""}.`;
    default: {
      const details = Object.entries(note).map(([k, v]) => `${words(k)} ${valueText(v)}`).join(", ");
      return `${who}: ${capital(words(kind))}${details ? ` (${details})` : ""}.`;
    }
  }
}

function logItem(entry) {
  const flags = [];
  if (entry.bot) flags.push("bot");
  if (entry.timed_out) flags.push("time ran out");
  return element("li", { value: entry.seq, "data-seq": entry.seq }, [
    entryText(entry),
    flags.length ? element("span", { class: "flag", text: ` (${flags.join(", ")})` }) : null,
  ]);
}

function renderLog() {
  $("#play-log").replaceChildren(...page.log.map(logItem));
  $("#play-log-empty").hidden = page.log.length > 0;
}

// ---- Live: the event stream, read with fetch so a seat can send its token ----------------------

let lastEventId = null;

// One move from the stream: shown at once, then the view and the legal actions read again.
async function onMove(data) {
  const last = page.log.length ? page.log[page.log.length - 1].seq : 0;
  const action = (data.kind || "action") === "action";
  if (action && data.seq === last + 1) {
    page.log.push(data);
    renderLog();
  }
  // Anything else (a take-back rewrites history, a gap) reads the whole log again.
  await refresh({ log: !(action && data.seq <= last + 1) });
}

// Reads one SSE response to its end; says whether the stream ended for good (`end`).
async function readStream(response) {
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let name = "message";
  let data = [];
  let id = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += value;
    let end;
    while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer.startsWith("\r\n", end) ? 2 : 1));
      if (line === "") {
        if (id !== null) lastEventId = id;
        if (name === "end") return true;
        if (name === "move" && data.length) await onMove(JSON.parse(data.join("\n")));
        name = "message";
        data = [];
        id = null;
        continue;
      }
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const text = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") name = text;
      else if (field === "data") data.push(text);
      else if (field === "id") id = text;
    }
  }
}

async function follow() {
  let failures = 0;
  while (!page.finished) {
    try {
      const headers = { accept: "text/event-stream" };
      if (token()) headers.authorization = `Bearer ${token()}`;
      if (lastEventId !== null) headers["last-event-id"] = lastEventId;
      else if (page.view) headers["last-event-id"] = String(page.view.version);
      const response = await fetch(matchPath("/events"), { headers, cache: "no-store" });
      if (response.status === 204) break; // the match is over and everything was sent
      if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
      const before = lastEventId;
      if (await readStream(response)) break;
      // A stream that ended cleanly (a node stopping) is followed again at once.
      if (lastEventId !== before) failures = 0;
    } catch {
      failures += 1;
    }
    if (failures >= 4) return poll();
    await sleep(failures ? Math.min(30000, 1000 * 2 ** failures) : 500);
  }
  await refresh();
}

// Long polling, when the stream keeps failing: each answer comes as soon as the match moves.
async function poll() {
  let failures = 0;
  while (!page.finished) {
    try {
      const answer = await api("GET", matchPath(), {
        headers: { "if-none-match": `"${page.view.version}"`, prefer: "wait=25" },
      });
      failures = 0;
      if (answer.status !== 304) await refresh();
    } catch {
      failures += 1;
      await sleep(Math.min(30000, 1000 * 2 ** failures));
    }
  }
}

// ---- Start ---------------------------------------------------------------------------------

function notFound() {
  $("#play-title").textContent = "Match not found";
  document.title = "Match not found · Quarterdeck";
  setStatus("No match has this address, or it is private. Check the link you were given.");
  document.body.dataset.state = "not-found";
}

async function start() {
  try {
    await refresh();
  } catch (error) {
    if (error.status === 404) notFound();
    else setStatus(`The match could not be read: ${error.message}`);
    return;
  }
  const over = () => page.view.status === "finished" || page.view.status === "abandoned";
  if (over()) return;
  page.finished = false;
  await follow();
}

async function main() {
  if (!path) {
    notFound();
    return;
  }
  const fragment = new URLSearchParams(location.hash.slice(1));
  const handed = fragment.get("token");
  const invite = fragment.get("invite");
  if (handed) {
    // A seat handed over by an app: kept, and the secret gone from the address at once.
    storeSeat(matchId, null, handed);
    page.seat = storedSeat(matchId);
  }
  if (handed || invite || path[2]) cleanAddress();
  await loadGames();
  if (invite && !page.seat) {
    askForName(invite);
    return;
  }
  await start();
}

main();
