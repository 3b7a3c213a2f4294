// The score pad. What each game asks for comes from the catalogue (`score_pad` in
// /v1/games/{game}), names from its component catalogue, totals and the result from the one
// score-sheet endpoint. The pad keeps itself in the browser (autosave), in a link
// (permalink) and remembers names for the next game.
"use strict";

const SAVE_KEY = "quarterdeck.pad.v1";
const NAMES_KEY = "quarterdeck.names.v1";
const RULING = /\b(?:NB|NT|FL|BH)-\d{2}\b/g;

const view = { games: [], info: null, padFields: null, components: [], pad: null, sheet: null, stale: false, touched: false, loads: 0, scoring: 0, timer: 0, errors: [] };
const $ = (selector, root = document) => root.querySelector(selector);

function element(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "text") node.textContent = value;
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of [].concat(children)) if (child !== null && child !== undefined && child !== "") node.append(child);
  return node;
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

// ---- The pad's data ---------------------------------------------------------------------

// A field of the catalogue's pad with its input's details beside it, as the pad reads them.
const flatField = (field) => ({ ...field.input, input: field.input.kind, kind: field.input.component_kind, key: field.key, label: field.label, module: field.module, requires: field.requires });
const padFields = () => view.padFields;
const sheetOptions = () => view.info.options.filter((option) => option.applies_to.includes("score-sheet"));
const fieldShown = (field) => !field.module || (view.pad.options.modules || []).includes(field.module);
// A field the rules take only from a player holding a given pick (the catalogue's `requires`).
const heldBy = (field, player) => !field.requires || (player.values[field.requires.key] || []).includes(field.requires.id);
const askedOf = (player) => padFields().player.filter((field) => fieldShown(field) && heldBy(field, player));
// A pick list saved (or linked) by an older pad held a count per id ({"tuna-license": 2}):
// read it as that many rows, so a saved game keeps its licences; anything else starts empty.
const listOf = (value) => {
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([id, n]) => Array(Math.max(0, Math.min(99, Math.trunc(Number(n)) || 0))).fill(id));
};

function maxPlayers() {
  const on = view.pad.options.modules || [];
  return Math.max(view.info.players.max, ...view.info.modules.filter((m) => on.includes(m.id) && m.players).map((m) => m.players.max));
}

function emptyValue(field, seat = 0) {
  switch (field.input) {
    case "count": return field.seat_default ? seat + 1 : 0;
    case "pick":
    case "pick-list": return [];
    default: return {};
  }
}

function rememberedNames() {
  try { return JSON.parse(localStorage.getItem(NAMES_KEY)) || []; } catch { return []; }
}

function newPlayer(seat) {
  const values = Object.fromEntries(padFields().player.map((field) => [field.key, emptyValue(field, seat)]));
  return { name: rememberedNames()[seat] || "", values };
}

function newPad(game) {
  const info = view.info;
  const options = {};
  for (const option of sheetOptions()) options[option.id] = option.default;
  const table = Object.fromEntries(padFields().game.map((field) => [field.key, emptyValue(field)]));
  const count = Math.max(info.players.min, Math.min(info.players.max, 2));
  view.pad = { game, options, table, players: [], active: 0 };
  view.pad.players = Array.from({ length: count }, (_, seat) => newPlayer(seat));
}

function componentName(component) {
  const edition = view.pad.options.edition;
  return (edition && component.edition_differences?.[edition]?.name) || component.name;
}

function componentsFor(field) {
  const edition = view.pad.options.edition;
  const modules = view.pad.options.modules || [];
  const kinds = field.kinds || [field.kind];
  return view.components.filter((c) => kinds.includes(c.kind)
    && (!field.only || field.only.includes(c.id))
    && (!c.editions || c.editions.length === 0 || !edition || c.editions.includes(edition))
    && (!c.module || modules.includes(c.module)));
}

function nameOfId(id) {
  const component = view.components.find((c) => c.id === id || (c.aliases || []).includes(id));
  return component ? componentName(component) : id;
}

function playerLabel(seat) {
  return view.pad.players[seat]?.name?.trim() || `Player ${seat + 1}`;
}

// A pad value as the score-sheet request wants it.
function requestValue(field, value) {
  switch (field.input) {
    case "count": return Number(value) || 0;
    case "pick": return [...value];
    case "pick-list": return [...listOf(value)];
    case "tally": return Object.entries(value).flatMap(([id, tally]) => {
      const items = Number(tally.items) || 0;
      const flagged = Math.min(items, Number(tally.flagged) || 0);
      let amount = Number(tally.amount) || 0;
      return Array.from({ length: items }, (_, i) => {
        const holds = i < flagged ? Math.min(field.amount_max, amount) : 0;
        amount -= holds;
        return { [field.type_key]: id.replace(new RegExp(`${field.type_suffix}$`), ""), [field.flag_key]: i < flagged, [field.amount_key]: holds };
      });
    });
    default: return value;
  }
}

function put(object, key, value) {
  const [head, ...rest] = key.split(".");
  if (rest.length === 0) object[head] = value;
  else put(object[head] = object[head] || {}, rest.join("."), value);
}

function buildRequest() {
  const body = {};
  for (const field of padFields().game) put(body, field.key, requestValue(field, view.pad.table[field.key]));
  body.players = view.pad.players.map((player) => {
    const entry = { name: player.name.trim() };
    for (const field of askedOf(player)) put(entry, field.key, requestValue(field, player.values[field.key] ?? emptyValue(field)));
    return entry;
  });
  if (sheetOptions().length) body.options = { ...view.pad.options };
  return body;
}

// ---- Checks in the page: whole numbers in range, before anything is sent ------------------

function checkCount(value, max, label) {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return `${label}: enter a whole number, 0 or more`;
  if (max !== undefined && max !== null && Number(text) > max) return `${label}: at most ${max}`;
  if (Number(text) > 9999) return `${label}: at most 9999`;
  return null;
}

function pageErrors() {
  const errors = [];
  const counted = (path, value, max, label) => {
    const message = checkCount(value, max, label);
    if (message) errors.push({ field: path, message });
  };
  for (const field of padFields().game) if (field.input === "count") counted(field.key, view.pad.table[field.key], field.max, field.label);
  view.pad.players.forEach((player, seat) => {
    for (const field of askedOf(player)) {
      const path = `players[${seat}].${field.key}`;
      const value = player.values[field.key] ?? emptyValue(field);
      if (field.input === "count") counted(path, value, field.max, field.label);
      if (field.input === "tally") {
        for (const component of componentsFor(field)) {
          const tally = value[component.id] || {};
          const name = componentName(component);
          const before = errors.length;
          counted(path, tally.items ?? 0, null, `${name}s`);
          counted(path, tally.flagged ?? 0, null, `${name}s ${field.flag_label}`);
          counted(path, tally.amount ?? 0, null, `${name} ${field.amount_label}`);
          if (errors.length > before) continue;
          if (Number(tally.flagged) > Number(tally.items)) errors.push({ field: path, message: `${name}s ${field.flag_label}: more than the ${tally.items} ${name}s counted` });
          else if (Number(tally.amount) > Number(tally.flagged || 0) * field.amount_max) {
            errors.push({ field: path, message: `${name} ${field.amount_label}: at most ${field.amount_max} on each of the ${tally.flagged || 0} ${field.flag_label}` });
          }
        }
      }
    }
  });
  return errors;
}

// ---- Saving: the browser, names for next time, the permalink -----------------------------

function save() {
  try { localStorage.setItem(SAVE_KEY, JSON.stringify(view.pad)); } catch { /* private mode: nothing to keep */ }
}

function rememberNames() {
  const names = view.pad.players.map((p) => p.name.trim()).filter(Boolean);
  const known = [...new Set([...names, ...rememberedNames()])].slice(0, 12);
  try { localStorage.setItem(NAMES_KEY, JSON.stringify(known)); } catch { /* nothing to keep */ }
  renderNames();
}

const toBase64Url = (text) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64Url = (text) => new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)));

function permalink() {
  return `${location.origin}/score#pad=${toBase64Url(JSON.stringify(view.pad))}`;
}

function padFromLink() {
  const match = location.hash.match(/^#pad=([A-Za-z0-9_-]+)$/);
  if (!match) return null;
  try { return JSON.parse(fromBase64Url(match[1])); } catch { return null; }
}

function savedPad() {
  try { return JSON.parse(localStorage.getItem(SAVE_KEY)); } catch { return null; }
}

// ---- Drawing the pad ----------------------------------------------------------------------

function stepper(path, label, value, max, onChange) {
  const id = `f-${path.replace(/[^a-zA-Z0-9]+/g, "-")}`;
  const input = element("input", {
    id, type: "text", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off", value: String(value ?? 0),
    "data-field": path, "aria-describedby": `${id}-error`,
  });
  const change = (next) => { input.value = String(next); onChange(input.value); };
  input.addEventListener("input", () => onChange(input.value));
  input.addEventListener("focus", () => input.select());
  const step = (by, text) => element("button", { type: "button", class: "step", "aria-label": `${text} ${label}`, text: by > 0 ? "+" : "−" });
  const minus = step(-1, "One less");
  const plus = step(1, "One more");
  minus.addEventListener("click", () => change(Math.max(0, (parseInt(input.value, 10) || 0) - 1)));
  plus.addEventListener("click", () => change(Math.min(max ?? 9999, (parseInt(input.value, 10) || 0) + 1)));
  return element("div", { class: "field-row count" }, [
    element("label", { for: id, text: label }),
    element("div", { class: "stepper" }, [minus, input, plus]),
    element("p", { class: "field-error", id: `${id}-error`, "data-error-for": path, hidden: true }),
  ]);
}

function fieldBlock(field, path, value, update) {
  if (field.input === "count") return stepper(path, field.label, value, field.max, (text) => update(text));
  const id = `f-${path.replace(/[^a-zA-Z0-9]+/g, "-")}`;
  const error = element("p", { class: "field-error", id: `${id}-error`, "data-error-for": path, hidden: true });
  const group = (children) => element("fieldset", { class: `field-group ${field.input}`, "data-field": path, "aria-describedby": `${id}-error` }, [
    element("legend", { text: field.label }), ...children, error,
  ]);
  const components = componentsFor(field);
  if (field.input === "pick") {
    const chips = components.map((component) => {
      const chip = element("button", { type: "button", class: "chip", "aria-pressed": value.includes(component.id) ? "true" : "false", "data-id": component.id, text: componentName(component) });
      chip.addEventListener("click", () => {
        const on = chip.getAttribute("aria-pressed") !== "true";
        chip.setAttribute("aria-pressed", on ? "true" : "false");
        value = on ? [...value.filter((v) => v !== component.id), component.id] : value.filter((v) => v !== component.id);
        update(value);
      });
      return chip;
    });
    return group([element("div", { class: "chips" }, chips)]);
  }
  if (field.input === "pick-list") return group(pickList(field, path, listOf(value), update));
  if (field.input === "tally") {
    return group(components.map((component) => {
      const name = componentName(component);
      const tally = value[component.id] || {};
      const set = (part) => (text) => {
        value = { ...value, [component.id]: { ...(value[component.id] || {}), [part]: text } };
        update(value);
      };
      return element("div", { class: "tally", "data-id": component.id }, [
        element("p", { class: "tally-title", text: `${name}s` }),
        stepper(`${path}.${component.id}.items`, `${name}s`, tally.items ?? 0, null, set("items")),
        stepper(`${path}.${component.id}.flagged`, `${field.flag_label}`, tally.flagged ?? 0, null, set("flagged")),
        stepper(`${path}.${component.id}.amount`, `${field.amount_label}`, tally.amount ?? 0, null, set("amount")),
      ]);
    }));
  }
  return null;
}

// A row for each copy owned, each with its own remove button, and a list to add one more
// from: only components with a copy left are offered.
function pickList(field, path, ids, update) {
  const box = element("div", { class: "pick-list" });
  const draw = (focusPicker) => {
    const rows = ids.map((id, index) => {
      const name = nameOfId(id);
      const remove = element("button", { type: "button", class: "secondary", "aria-label": `Remove one ${name}`, text: "Remove" });
      remove.addEventListener("click", () => change(ids.filter((_, at) => at !== index), true));
      return element("li", { "data-id": id }, [element("span", { text: name }), remove]);
    });
    const left = componentsFor(field).filter((c) => ids.filter((id) => id === c.id).length < (c.printed?.copies ?? 1));
    const picker = element("select", { "aria-label": `Add to ${field.label}`, "data-pick-list": path }, [
      element("option", { value: "", text: ids.length ? "Add another…" : "Add one…" }),
      ...left.map((c) => element("option", { value: c.id, text: componentName(c) })),
    ]);
    picker.addEventListener("change", () => picker.value && change([...ids, picker.value], true));
    box.replaceChildren(element("ul", { class: "pick-rows" }, rows), picker);
    if (focusPicker) picker.focus();
  };
  const change = (next, focusPicker) => {
    ids = next;
    update(ids);
    draw(focusPicker);
  };
  draw(false);
  return [box];
}

function renderOptions() {
  const nodes = sheetOptions().map((option) => {
    if (option.kind === "one-of") {
      const names = Object.fromEntries(view.info.editions.map((e) => [e.id, e.name]));
      const select = element("select", { id: `option-${option.id}`, "data-field": `options.${option.id}` }, option.values.map((value) => element("option", {
        value, text: names[value] || value, selected: value === view.pad.options[option.id],
      })));
      select.addEventListener("change", () => { view.pad.options[option.id] = select.value; changed(true); });
      return element("div", { class: "field-row" }, [element("label", { for: `option-${option.id}`, text: option.id === "edition" ? "Edition" : option.summary }), select]);
    }
    const names = Object.fromEntries(view.info.modules.map((m) => [m.id, m.name]));
    const chips = option.values.map((value) => {
      const chip = element("button", { type: "button", class: "chip", "aria-pressed": (view.pad.options[option.id] || []).includes(value) ? "true" : "false", "data-option": value, text: names[value] || value });
      chip.addEventListener("click", () => {
        const on = chip.getAttribute("aria-pressed") !== "true";
        const current = view.pad.options[option.id] || [];
        view.pad.options[option.id] = on ? [...current, value] : current.filter((v) => v !== value);
        changed(true);
      });
      return chip;
    });
    return element("fieldset", { class: "field-group", "data-field": `options.${option.id}` }, [element("legend", { text: option.id === "modules" ? "Modules" : option.summary }), element("div", { class: "chips" }, chips)]);
  });
  $("#options").replaceChildren(...nodes);
  $("#game-fields").replaceChildren(...padFields().game.map((field) => fieldBlock(field, field.key, view.pad.table[field.key], (value) => {
    view.pad.table[field.key] = value;
    changed(false);
  })));
}

function renderTabs() {
  const tabs = view.pad.players.map((player, seat) => {
    const total = view.sheet?.players.find((p) => p.seat === seat)?.total;
    const tab = element("button", {
      // Only the chosen player's panel exists, so only its tab names it.
      type: "button", role: "tab", id: `tab-${seat}`, "aria-controls": seat === view.pad.active ? `panel-${seat}` : null, "aria-selected": seat === view.pad.active ? "true" : "false",
      tabindex: seat === view.pad.active ? "0" : "-1", class: "tab", "data-seat": seat,
    }, [element("span", { class: "tab-name", text: playerLabel(seat) }), element("span", { class: "tab-total", text: total ?? "" })]);
    tab.addEventListener("click", () => { view.pad.active = seat; save(); render(); });
    return tab;
  });
  $("#tabs").replaceChildren(...tabs);
  $("#add-player").hidden = view.pad.players.length >= maxPlayers();
}

function renderPlayers() {
  const seat = Math.min(view.pad.active, view.pad.players.length - 1);
  view.pad.active = seat;
  const player = view.pad.players[seat];
  const prefix = `players[${seat}]`;
  const name = element("input", { id: "player-name", type: "text", list: "known-names", autocomplete: "off", value: player.name, "data-field": `${prefix}.name`, placeholder: `Player ${seat + 1}` });
  const remove = element("button", { type: "button", class: "secondary danger", id: "remove-player", text: `Remove ${playerLabel(seat)}` });
  name.addEventListener("input", () => {
    player.name = name.value;
    $(`#tab-${seat} .tab-name`).textContent = playerLabel(seat);
    remove.textContent = `Remove ${playerLabel(seat)}`;
    changed(false, false);
  });
  const blocks = new Map();
  // A pick another field requires shows or hides that field in place, so nothing under the
  // finger is redrawn.
  const showRequired = () => blocks.forEach((block, field) => { block.hidden = !heldBy(field, player); });
  for (const field of padFields().player.filter(fieldShown)) {
    blocks.set(field, fieldBlock(field, `${prefix}.${field.key}`, player.values[field.key] ?? emptyValue(field), (value) => {
      player.values[field.key] = value;
      showRequired();
      changed(false);
    }));
  }
  showRequired();
  const fields = [...blocks.values()];
  remove.addEventListener("click", () => removePlayer(seat));
  $("#players").replaceChildren(element("div", { role: "tabpanel", id: `panel-${seat}`, "aria-labelledby": `tab-${seat}`, "data-player": seat }, [
    element("div", { class: "field-row" }, [element("label", { for: "player-name", text: "Name" }), name]),
    ...fields,
    view.pad.players.length > view.info.players.min ? remove : null,
  ]));
}

// Totals change with every count: they are written in place, so nothing a person is about
// to tap is replaced under their finger.
function renderTotals() {
  document.querySelectorAll("#tabs .tab").forEach((tab) => {
    const total = view.sheet?.players.find((p) => p.seat === Number(tab.dataset.seat))?.total;
    $(".tab-total", tab).textContent = total ?? "";
  });
  const items = view.pad.players.map((player, seat) => {
    const row = view.sheet?.players.find((p) => p.seat === seat);
    return element("li", { class: view.sheet?.winners.includes(seat) ? "leader" : "", "data-seat": seat }, [
      element("span", { class: "who", text: playerLabel(seat) }), element("span", { class: "sum", text: row ? String(row.total) : "–" }),
    ]);
  });
  $("#totals").replaceChildren(...items);
}

function renderNames() {
  $("#known-names").replaceChildren(...rememberedNames().map((name) => element("option", { value: name })));
}

function render() {
  renderOptions();
  renderTabs();
  renderPlayers();
  renderTotals();
  showErrors(view.errors, false);
}

// ---- Errors: all at once, each at its field, in the players' words ------------------------

function plainWords(message) {
  return message
    .replace(/players\[(\d+)\]/g, (_, seat) => playerLabel(Number(seat)))
    .replace(/`([a-z0-9-]+)`/g, (_, id) => nameOfId(id))
    .replace(/\bseat (\d+)\b/g, (_, seat) => playerLabel(Number(seat)));
}

// The pad field a server error belongs to: the longest field path that prefixes it.
function fieldOf(path) {
  let current = path;
  while (current) {
    if (document.querySelector(`[data-error-for="${CSS.escape(current)}"]`)) return current;
    const seat = current.match(/^players\[(\d+)\]/);
    if (seat && Number(seat[1]) !== view.pad.active) {
      const field = padFields().player.find((f) => current.startsWith(`players[${seat[1]}].${f.key}`));
      if (field) return `players[${seat[1]}].${field.key}`;
    }
    current = current.replace(/(\[\d+\]|\.[^.[\]]+)$/, "");
  }
  return null;
}

function showErrors(errors, move) {
  view.errors = errors;
  document.querySelectorAll(".field-error").forEach((node) => { node.hidden = true; node.textContent = ""; });
  document.querySelectorAll("[aria-invalid]").forEach((node) => node.removeAttribute("aria-invalid"));
  document.querySelectorAll(".tab.has-error").forEach((node) => node.classList.remove("has-error"));
  const grouped = new Map();
  for (const error of errors) {
    const field = fieldOf(error.field) || error.field;
    const text = plainWords(error.message);
    const list = grouped.get(field) || [];
    if (!list.includes(text)) list.push(text);
    grouped.set(field, list);
  }
  const items = [];
  for (const [field, messages] of grouped) {
    const seat = field.match(/^players\[(\d+)\]/);
    if (seat) $(`#tab-${seat[1]}`)?.classList.add("has-error");
    const slot = document.querySelector(`[data-error-for="${CSS.escape(field)}"]`);
    const text = messages.join(" ");
    if (slot) {
      slot.textContent = text;
      slot.hidden = false;
      const row = slot.closest(".field-row, .field-group");
      const input = row?.matches(".field-row") ? row.querySelector("input, select") : null;
      input?.setAttribute("aria-invalid", "true");
    }
    const who = seat ? `${playerLabel(Number(seat[1]))}: ` : "";
    const link = element("button", { type: "button", class: "linklike", "data-goto": field, text: `${who}${text}` });
    link.addEventListener("click", () => goTo(field));
    items.push(element("li", {}, link));
  }
  const summary = $("#summary");
  if (items.length) {
    summary.replaceChildren(element("h2", { text: items.length === 1 ? "1 thing to fix" : `${items.length} things to fix` }), element("ul", {}, items));
    summary.hidden = false;
    if (move) goTo([...grouped.keys()][0]);
  } else {
    summary.hidden = true;
    summary.replaceChildren();
  }
}

function goTo(field) {
  const seat = field.match(/^players\[(\d+)\]/);
  if (seat && Number(seat[1]) !== view.pad.active) {
    view.pad.active = Number(seat[1]);
    render();
  }
  const slot = document.querySelector(`[data-error-for="${CSS.escape(field)}"]`);
  const row = slot?.closest(".field-row, .field-group");
  const target = row?.querySelector("input") || row?.querySelector("select, button") || $("#summary");
  target.scrollIntoView({ block: "center" });
  target.focus({ preventScroll: true });
}

// ---- Scoring: running totals while counting, the full result on demand --------------------

function changed(restructure, rescore = true) {
  save();
  if (view.sheet && !view.stale) markStale();
  view.touched = true;
  if (restructure) render();
  if (rescore) {
    clearTimeout(view.timer);
    view.timer = setTimeout(() => score(false), 250);
  } else {
    renderTotals();
  }
}

function markStale() {
  view.stale = true;
  const result = $("#result");
  if (!result.hidden) {
    result.classList.add("stale");
    $("#stale-note")?.removeAttribute("hidden");
  }
}

async function score(final) {
  // Before the first change, a fresh pad shows totals but no complaints.
  const quiet = !final && !view.touched;
  const local = pageErrors();
  if (local.length) {
    view.sheet = null;
    renderTotals();
    if (!quiet) showErrors(local, final);
    return;
  }
  const ticket = ++view.scoring;
  const body = buildRequest();
  let response;
  let payload;
  try {
    response = await fetch(`/v1/games/${view.info.id}/score-sheet`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    payload = await response.json();
  } catch (error) {
    showErrors([{ field: "", message: `The service could not be reached (${error}). Your counts are kept; try again.` }], final);
    return;
  }
  if (ticket !== view.scoring) return;
  if (response.ok) {
    view.sheet = payload;
    showErrors([], false);
    renderTotals();
    if (final) {
      rememberNames();
      renderResult(payload);
    }
  } else {
    view.sheet = null;
    renderTotals();
    const errors = payload.errors?.length ? payload.errors : [{ field: "", message: `${payload.title}: ${payload.detail}` }];
    if (!quiet) showErrors(errors, final);
  }
}

// ---- The result ---------------------------------------------------------------------------

function category(sheet, id) {
  return sheet.categories.find((c) => c.id === id)?.label || id;
}

function whyWon(sheet) {
  const byRank = [...sheet.players].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners = byRank.filter((p) => sheet.winners.includes(p.seat));
  const names = winners.map((p) => p.name);
  if (winners.length === 0) return "No winner";
  if (byRank.length === 1) return `${names[0]} scored ${winners[0].total}`;
  if (winners.length > 1) return `${names.join(" and ")} share the win with ${winners[0].total}`;
  const runnerUp = byRank.find((p) => !sheet.winners.includes(p.seat));
  if (!runnerUp || runnerUp.total !== winners[0].total) return `${names[0]} wins with ${winners[0].total}`;
  const breaker = sheet.tie_breakers.find((t) => winners[0].tie_breakers[t.id] !== runnerUp.tie_breakers[t.id]);
  if (!breaker) return `${names[0]} wins with ${winners[0].total}`;
  return `${names[0]} wins on the tie-breaker: ${breaker.label.toLowerCase()} ${winners[0].tie_breakers[breaker.id]} to ${runnerUp.tie_breakers[breaker.id]} (both ${winners[0].total})`;
}

function linkRulings(text) {
  const nodes = [];
  let last = 0;
  for (const match of text.matchAll(RULING)) {
    nodes.push(text.slice(last, match.index), element("a", { href: `/rules/${view.info.id}#${match[0]}`, text: match[0] }));
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return nodes;
}

function detailLine(sheet, detail) {
  const source = view.components.find((c) => c.id === detail.source);
  const what = source ? componentName(source) : category(sheet, detail.category);
  return element("li", {}, [element("span", { text: `${what}: ` }), ...linkRulings(detail.explanation), element("strong", { text: ` → ${detail.points}` })]);
}

function asText(sheet) {
  const lines = [`${view.info.name} — ${whyWon(sheet)}`];
  for (const p of [...sheet.players].sort((a, b) => a.rank - b.rank)) lines.push(`${p.rank}. ${p.name} ${p.total} (${sheet.categories.map((c) => `${c.label} ${p.categories[c.id]}`).join(", ")})`);
  return lines.join("\n");
}

function download(name, type, text) {
  const link = element("a", { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(link);
  link.click();
  link.remove();
}

async function exportAs(format) {
  const response = await fetch(`/v1/games/${view.info.id}/score-sheet/export`, {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ request: buildRequest(), players: view.pad.players.map((_, seat) => playerLabel(seat)), date: new Date().toISOString().slice(0, 10), format }),
  });
  const text = await response.text();
  if (!response.ok) return toast("The export failed; score again and retry.");
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === "csv") download(`${view.info.id}-${stamp}.csv`, "text/csv", text);
  else download(`${view.info.id}-${stamp}.bgsplay`, "application/json", text);
  $("#result").dataset.exported = format;
  return toast(format === "csv" ? "CSV downloaded" : "BG Stats file downloaded: open it with BG Stats");
}

async function copy(text, done) {
  try {
    await navigator.clipboard.writeText(text);
    toast(done);
  } catch {
    window.prompt("Copy this:", text);
  }
}

function renderResult(sheet) {
  view.stale = false;
  const seats = [...sheet.players].sort((a, b) => a.seat - b.seat);
  const head = element("tr", {}, [element("th", { scope: "col", text: "Score" }), ...seats.map((p) => element("th", { scope: "col", class: sheet.winners.includes(p.seat) ? "winner" : "", text: p.name }))]);
  const row = (label, cell, cls) => element("tr", { class: cls || "" }, [element("th", { scope: "row", text: label }), ...seats.map((p) => element("td", { class: sheet.winners.includes(p.seat) ? "winner" : "", "data-seat": p.seat, text: String(cell(p)) }))]);
  // Alone at the table, a rank and how ties are broken say nothing.
  const solo = seats.length === 1;
  const rows = [...sheet.categories.map((c) => row(c.label, (p) => p.categories[c.id])), row("Total", (p) => p.total, "total-row"), solo ? null : row("Rank", (p) => p.rank, "rank-row")].filter(Boolean);
  const table = element("table", { id: "score-table" }, [element("thead", {}, head), element("tbody", {}, rows)]);
  seats.forEach((p) => {
    const cell = table.querySelector(`.total-row td[data-seat="${p.seat}"]`);
    cell.classList.add("total");
  });
  const formula = sheet.total_formula === "product" ? element("p", { text: `Total = ${sheet.categories.map((c) => c.label).join(" × ")}` }) : null;
  const breakers = sheet.tie_breakers.length && !solo ? element("p", { class: "muted", text: `Equal totals are decided by ${sheet.tie_breakers.map((t) => t.label.toLowerCase()).join(", then ")}.` }) : null;
  const details = seats.map((p) => element("details", {}, [element("summary", { text: `How ${p.name} scored ${p.total}` }), element("ul", {}, p.details.map((d) => detailLine(sheet, d)))]));
  const notes = sheet.notes.length ? element("ul", { class: "notes" }, sheet.notes.map((n) => element("li", {}, linkRulings(n)))) : null;
  const share = element("div", { class: "share", role: "group", "aria-label": "Share and keep" }, [
    ["copy-link", "Copy link", () => copy(permalink(), "Link copied")],
    ["copy-text", "Copy as text", () => copy(asText(sheet), "Result copied")],
    ["download-csv", "Download CSV", () => exportAs("csv")],
    ["bgstats", "Log to BG Stats", () => exportAs("bgstats")],
    ["print", "Print", () => window.print()],
  ].map(([id, text, action]) => {
    const button = element("button", { type: "button", class: "secondary", id, text });
    button.addEventListener("click", action);
    return button;
  }));
  const result = $("#result");
  result.classList.remove("stale");
  result.replaceChildren(...[
    element("h2", { id: "winner", text: whyWon(sheet) }),
    element("p", { id: "stale-note", class: "stale-note", hidden: true, text: "Counts changed since this result: tap Score to update it." }),
    formula, element("p", { class: "scroll-cue", id: "scroll-cue", hidden: true, text: "More players to the right: swipe the table sideways." }),
    element("div", { class: "table-wrap", tabindex: "0", role: "region", "aria-label": "Scores", "aria-describedby": "scroll-cue" }, table), breakers, ...details, notes, share,
  ].filter(Boolean));
  result.hidden = false;
  showScrollCue();
  result.focus({ preventScroll: true });
  result.scrollIntoView({ block: "start" });
}

// A table wider than the screen scrolls inside its box; the cue says so, the sticky first
// column keeps each row's name in view.
function showScrollCue() {
  const wrap = $("#result .table-wrap");
  const cue = $("#scroll-cue");
  if (wrap && cue) cue.hidden = wrap.scrollWidth <= wrap.clientWidth;
}

// ---- Players come and go ------------------------------------------------------------------

// A notice with an action (undo) sits in the page under the players, where the tap that
// caused it was, so it never covers the result or its share buttons; a plain notice floats.
function toast(text, action) {
  const box = action ? $("#undo-note") : $("#toast");
  box.replaceChildren(element("span", { text }));
  if (action) {
    const button = element("button", { type: "button", class: "secondary", id: "undo", text: action.label });
    button.addEventListener("click", () => { action.run(); box.replaceChildren(); });
    box.append(button);
  } else {
    box.hidden = false;
  }
  clearTimeout(box.timer);
  box.timer = setTimeout(() => { if (action) box.replaceChildren(); else box.hidden = true; }, action ? 10000 : 3000);
}

function removePlayer(seat) {
  const [gone] = view.pad.players.splice(seat, 1);
  view.pad.active = Math.max(0, Math.min(seat, view.pad.players.length - 1));
  view.errors = [];
  changed(true);
  toast(`Removed ${gone.name.trim() || `Player ${seat + 1}`}`, {
    label: "Undo",
    run: () => {
      view.pad.players.splice(seat, 0, gone);
      view.pad.active = seat;
      changed(true);
    },
  });
}

function addPlayer() {
  if (view.pad.players.length >= maxPlayers()) return;
  view.pad.players.push(newPlayer(view.pad.players.length));
  view.pad.active = view.pad.players.length - 1;
  changed(true);
  $("#player-name").focus();
}

// ---- Start --------------------------------------------------------------------------------

async function loadGame(id, pad) {
  const ticket = ++view.loads;
  const [info, components] = await Promise.all([getJson(`/v1/games/${id}`), getJson(`/v1/games/${id}/components`)]);
  if (ticket !== view.loads) return;
  view.info = info;
  view.padFields = { game: info.score_pad.game.map(flatField), player: info.score_pad.player.map(flatField) };
  view.components = components;
  view.sheet = null;
  view.errors = [];
  view.touched = false;
  if (pad && pad.game === id && Array.isArray(pad.players)) {
    view.pad = pad;
    view.pad.options = view.pad.options || {};
    view.pad.table = view.pad.table || {};
  } else {
    newPad(id);
  }
  $("#game").value = id;
  $("#players").dataset.game = id;
  $("#result").hidden = true;
  render();
  save();
  await score(false);
}

document.addEventListener("DOMContentLoaded", async () => {
  renderNames();
  try {
    view.games = (await getJson("/v1/games")).filter((g) => g.capabilities.includes("score-sheet"));
    $("#game").replaceChildren(...view.games.map((g) => element("option", { value: g.id, text: g.name })));
    const linked = padFromLink();
    const pad = linked || savedPad();
    const game = view.games.some((g) => g.id === pad?.game) ? pad.game : view.games[0].id;
    await loadGame(game, pad);
    if (linked) await score(true);
  } catch (error) {
    showErrors([{ field: "", message: `The game list could not be loaded (${error})` }], true);
  }
  $("#game").addEventListener("change", (event) => loadGame(event.target.value, null));
  $("#add-player").addEventListener("click", addPlayer);
  window.addEventListener("resize", showScrollCue);
  $("#tabs").addEventListener("keydown", (event) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    view.pad.active = (view.pad.active + step + view.pad.players.length) % view.pad.players.length;
    render();
    $(`#tab-${view.pad.active}`).focus();
  });
  $("#score-form").addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(view.timer);
    score(true);
  });
});
