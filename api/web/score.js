// The scoring form. Each game's player fields are described once in FIELDS; options
// (editions, modules) come from the game catalogue, building and card pickers from the
// game's component catalogue, and errors from the server's problem documents.
"use strict";

const num = (key, label, max) => ({ type: "number", key, label, max });
const picker = (key, label, kinds, when) => ({ type: "picker", key, label, kinds, when });
const hasModule = (id) => (options) => (options.modules || []).includes(id);

const FIELDS = {
  "new-bedford": {
    game: [],
    player: [
      num("right_whales", "Right Whales"), num("bowhead_whales", "Bowhead Whales"),
      num("sperm_whales", "Sperm Whales"), num("money", "Money ($)"),
      { type: "group", key: "goods", label: "Goods left", fields: [num("wood", "Wood"), num("food", "Food"), num("brick", "Brick")] },
      picker("buildings", "Buildings owned", ["action-building", "victory-building"]),
      { ...num("symbol_buildings", "Buildings with the Publishing House symbol"), when: hasModule("town") },
      picker("ships_log", "Ship's Log cards held", ["ships-log-card"], hasModule("ships-log")),
      { ...picker("unused_ships_log", "Once-cards never played", ["ships-log-card"], hasModule("ships-log")), ids: ["the-dice-of-fate", "the-mast-head"] },
    ],
  },
  nantucket: {
    game: [num("row_house_rows", "Rows of adjacent built action buildings (Row House)", 3)],
    player: [
      num("copper", "Copper coins"), num("silver", "Silver coins"),
      picker("buildings", "Buildings owned", ["town-building", "resource-building", "whaling-building", "bonus-building"]),
      picker("copper_marked_buildings", "Own buildings marked with a Copper coin", ["town-building", "resource-building", "whaling-building", "bonus-building"]),
      num("ship_silver", "Silver on the ship the Salvage Yard counts", 5),
    ],
  },
  fleet: {
    game: [],
    player: [{ type: "licenses", key: "licenses", label: "Licenses owned" }, { type: "boats", key: "boats", label: "Launched boats" }],
  },
  bremerhaven: {
    game: [],
    player: [num("money", "Money left"), num("prestige", "Prestige"), num("career_rank", "Career rank (1 = Captain)", 4)],
  },
};

const state = { games: [], info: null, components: [], loads: 0 };
const $ = (selector, root = document) => root.querySelector(selector);

function element(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "text") node.textContent = value;
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of [].concat(children)) node.append(child);
  return node;
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

// The options a score sheet reads (others, such as Fleet's advanced setup, only shape play).
function sheetOptions() {
  return state.info.options.filter((option) => option.applies_to.includes("score-sheet"));
}

function currentOptions() {
  const options = {};
  for (const option of sheetOptions()) {
    if (option.kind === "one-of") {
      options[option.id] = $(`[name="option-${option.id}"]`).value;
    } else {
      options[option.id] = [...document.querySelectorAll(`[name="option-${option.id}"]:checked`)].map((box) => box.value);
    }
  }
  return options;
}

function available(component, options) {
  const editionOk = !component.editions || component.editions.length === 0 || !options.edition || component.editions.includes(options.edition);
  const moduleOk = !component.module || (options.modules || []).includes(component.module);
  return editionOk && moduleOk;
}

function numberInput(field, key, value) {
  return element("label", {}, [field.label, element("input", {
    type: "number", min: 0, max: field.max, step: 1, inputmode: "numeric", "data-field": key, value: value ?? 0,
  })]);
}

function pickerInput(field, key, selected, options) {
  const candidates = state.components.filter((c) => field.kinds.includes(c.kind) && available(c, options)
    && (!field.ids || field.ids.includes(c.id)));
  const boxes = candidates.map((c) => element("label", {}, [
    element("input", { type: "checkbox", value: c.id, checked: (selected || []).includes(c.id) }), c.name,
  ]));
  return element("div", { "data-field": key, "data-kind": "picker" }, [element("p", { class: "picker-title", text: field.label }), element("div", { class: "picker" }, boxes)]);
}

function licensesInput(field, key, owned) {
  const licenses = state.components.filter((c) => c.kind === "license");
  const inputs = licenses.map((c) => element("label", {}, [c.name, element("input", {
    type: "number", min: 0, max: c.printed.copies, step: 1, "data-license": c.id,
    value: (owned || []).filter((id) => id === c.id).length,
  })]));
  return element("div", { "data-field": key, "data-kind": "licenses" }, [element("p", { class: "picker-title", text: field.label }), element("div", {}, inputs)]);
}

function boatTypes() {
  return state.components.filter((c) => c.kind === "boat").map((c) => ({ type: c.id.replace(/-boat$/, ""), name: c.name }));
}

function boatRow(key, index, boat) {
  const types = boatTypes().map((t) => element("option", { value: t.type, text: t.name, selected: boat.type === t.type }));
  const row = element("div", { class: "boat", "data-boat": index, "data-field": `${key}[${index}]` }, [
    element("label", {}, ["Type", element("select", { "data-part": "type", "data-field": `${key}[${index}].type` }, types)]),
    element("label", {}, ["Captain", element("input", { type: "checkbox", "data-part": "captain", checked: !!boat.captain })]),
    element("label", {}, ["Crates", element("input", { type: "number", min: 0, max: 4, step: 1, "data-part": "crates", "data-field": `${key}[${index}].crates`, value: boat.crates ?? 0 })]),
    element("button", { type: "button", class: "secondary", "data-remove-boat": index, text: "Remove" }),
  ]);
  return row;
}

function boatsInput(field, key, boats) {
  const list = element("div", { class: "boats" }, (boats || []).map((boat, i) => boatRow(key, i, boat)));
  const add = element("button", { type: "button", class: "secondary", "data-add-boat": key, text: "Add boat" });
  return element("div", { "data-field": key, "data-kind": "boats" }, [element("p", { class: "picker-title", text: field.label }), list, add]);
}

function fieldInput(field, prefix, values, options) {
  if (field.when && !field.when(options)) return null;
  const key = `${prefix}${field.key}`;
  const value = values[field.key];
  switch (field.type) {
    case "number": return numberInput(field, key, value);
    case "picker": return pickerInput(field, key, value, options);
    case "licenses": return licensesInput(field, key, value);
    case "boats": return boatsInput(field, key, value);
    case "group": return element("fieldset", { "data-field": key }, [element("legend", { text: field.label }),
      ...field.fields.map((inner) => fieldInput(inner, `${key}.`, value || {}, options))]);
    default: return null;
  }
}

function readField(field, root, prefix, options) {
  if (field.when && !field.when(options)) return undefined;
  const key = `${prefix}${field.key}`;
  const node = root.querySelector(`[data-field="${key}"]`);
  if (!node) return undefined;
  switch (field.type) {
    case "number": return node.value === "" ? 0 : Number(node.value);
    case "picker": return [...node.querySelectorAll("input:checked")].map((box) => box.value);
    case "licenses": return [...node.querySelectorAll("[data-license]")].flatMap((input) => Array(Math.max(0, Number(input.value) || 0)).fill(input.dataset.license));
    case "boats": return [...node.querySelectorAll("[data-boat]")].map((row) => ({
      type: $('[data-part="type"]', row).value,
      captain: $('[data-part="captain"]', row).checked,
      crates: Number($('[data-part="crates"]', row).value) || 0,
    }));
    case "group": return Object.fromEntries(field.fields.map((inner) => [inner.key, readField(inner, root, `${key}.`, options)]));
    default: return undefined;
  }
}

function readPlayers() {
  const options = state.info ? currentOptions() : {};
  const fields = FIELDS[state.info.id].player;
  return [...document.querySelectorAll("[data-player]")].map((card, seat) => {
    const values = { name: $('[data-part="name"]', card).value };
    for (const field of fields) {
      const value = readField(field, card, `players[${seat}].`, options);
      if (value !== undefined) values[field.key] = value;
    }
    return values;
  });
}

function renderPlayers(players) {
  const options = currentOptions();
  const container = $("#players");
  container.replaceChildren(...players.map((values, seat) => {
    const prefix = `players[${seat}].`;
    const inputs = FIELDS[state.info.id].player.map((field) => fieldInput(field, prefix, values, options)).filter(Boolean);
    const remove = element("button", { type: "button", class: "secondary", "data-remove-player": seat, text: "Remove player" });
    return element("fieldset", { "data-player": seat }, [
      element("legend", { text: values.name || `Player ${seat + 1}` }),
      element("label", {}, ["Name", element("input", { type: "text", "data-part": "name", "data-field": `${prefix}name`, value: values.name || "", autocomplete: "off" })]),
      ...inputs, players.length > state.info.players.min ? remove : "",
    ]);
  }));
  $("#add-player").disabled = players.length >= state.info.players.max;
}

function renderOptions() {
  const nodes = sheetOptions().map((option) => {
    if (option.kind === "one-of") {
      const choices = option.values.map((value) => element("option", { value, text: value, selected: value === option.default }));
      return element("label", {}, [option.summary, element("select", { name: `option-${option.id}`, "data-field": `options.${option.id}` }, choices)]);
    }
    const boxes = option.values.map((value) => element("label", {}, [element("input", {
      type: "checkbox", name: `option-${option.id}`, value, checked: (option.default || []).includes(value),
    }), value]));
    return element("div", { "data-field": `options.${option.id}` }, [element("p", { class: "picker-title", text: option.summary }), element("div", { class: "picker" }, boxes)]);
  });
  $("#options").replaceChildren(...nodes);
  const gameFields = FIELDS[state.info.id].game.map((field) => fieldInput(field, "", {}, {}));
  $("#game-fields").replaceChildren(...gameFields);
}

async function selectGame(id) {
  // A slower earlier load must not overwrite the game chosen last.
  const ticket = ++state.loads;
  const [info, components] = await Promise.all([getJson(`/v1/games/${id}`), getJson(`/v1/games/${id}/components`)]);
  if (ticket !== state.loads) return;
  state.info = info;
  state.components = components;
  renderOptions();
  const count = Math.max(info.players.min, Math.min(info.players.max, 2));
  renderPlayers(Array.from({ length: count }, () => ({})));
  $("#players").dataset.game = id;
  clearErrors();
  clearResult();
}

function clearErrors() {
  document.querySelectorAll(".field-error:not(#players-error)").forEach((node) => node.remove());
  document.querySelectorAll(".invalid").forEach((node) => node.classList.remove("invalid"));
  $("#players-error").hidden = true;
  $("#form-error").hidden = true;
}

// Finds the input a server error names, walking up the path ("players[1].buildings[2]"
// falls back to "players[1].buildings", then "players[1]").
function placeError(field, message) {
  let path = field;
  while (path) {
    if (path === "players") {
      const box = $("#players-error");
      box.textContent = [box.hidden ? "" : box.textContent, message].filter(Boolean).join(" ");
      box.hidden = false;
      return true;
    }
    const target = document.querySelector(`[data-field="${CSS.escape(path)}"]`);
    if (target) {
      target.classList.add("invalid");
      const note = element("div", { class: "field-error", "data-error-for": field, text: message });
      (target.tagName === "INPUT" || target.tagName === "SELECT" ? target.closest("label") : target).after(note);
      return true;
    }
    path = path.replace(/(\[\d+\]|\.[^.[\]]+)$/, "");
  }
  return false;
}

function showProblem(problem) {
  const unplaced = (problem.errors || []).filter((error) => !placeError(error.field, error.message));
  if (!problem.errors || problem.errors.length === 0 || unplaced.length > 0) {
    const box = $("#form-error");
    box.textContent = unplaced.length ? unplaced.map((e) => `${e.field}: ${e.message}`).join("; ") : `${problem.title}: ${problem.detail}`;
    box.hidden = false;
  }
}

function renderSheet(sheet) {
  const columns = sheet.categories;
  const head = element("tr", {}, [element("th", { text: "Player" }), ...columns.map((c) => element("th", { text: c.label })),
    element("th", { text: "Total" }), element("th", { text: "Rank" })]);
  const rows = [...sheet.players].sort((a, b) => a.rank - b.rank || a.seat - b.seat).map((player) => element("tr", {
    class: sheet.winners.includes(player.seat) ? "winner" : "", "data-seat": player.seat,
  }, [element("td", { text: player.name }), ...columns.map((c) => element("td", { text: player.categories[c.id] })),
    element("td", { class: "total", "data-seat": player.seat, text: player.total }), element("td", { class: "rank", text: player.rank })]));
  const names = sheet.winners.map((seat) => sheet.players.find((p) => p.seat === seat).name);
  const headline = names.length > 1 ? `Shared win: ${names.join(" and ")}` : `Winner: ${names[0]}`;
  const formula = sheet.total_formula === "product" ? `Total = ${columns.map((c) => c.label).join(" × ")}` : "";
  const details = sheet.players.map((player) => element("details", {}, [element("summary", { text: `How ${player.name} scored` }),
    element("ul", {}, player.details.map((d) => element("li", { text: `${d.explanation}: ${d.points}` })))]));
  const breakers = sheet.tie_breakers.length ? element("p", { text: `Ties are broken by: ${sheet.tie_breakers.map((t) => t.label).join(", then ")}.` }) : "";
  const notes = sheet.notes.length ? element("ul", { class: "notes" }, sheet.notes.map((n) => element("li", { text: n }))) : "";
  $("#result").replaceChildren(element("h2", { id: "winner", text: headline }), formula ? element("p", { text: formula }) : "",
    element("div", { class: "table-wrap" }, element("table", { id: "score-table" }, [element("thead", {}, head), element("tbody", {}, rows)])),
    breakers, ...details, notes);
  $("#result").hidden = false;
  $("#result").scrollIntoView({ behavior: "smooth", block: "start" });
}

function clearResult() {
  $("#result").replaceChildren();
  $("#result").hidden = true;
}

async function submit(event) {
  event.preventDefault();
  clearErrors();
  clearResult();
  const body = { players: readPlayers() };
  if (sheetOptions().length) body.options = currentOptions();
  for (const field of FIELDS[state.info.id].game) body[field.key] = readField(field, document, "", {});
  $("#submit").disabled = true;
  try {
    const response = await fetch(`/v1/games/${state.info.id}/score-sheet`, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    const payload = await response.json();
    if (response.ok) renderSheet(payload);
    else showProblem(payload);
  } catch (error) {
    showProblem({ title: "The service could not be reached", detail: String(error) });
  } finally {
    $("#submit").disabled = false;
  }
}

function restructure(change) {
  const players = readPlayers();
  change(players);
  renderPlayers(players);
}

document.addEventListener("DOMContentLoaded", async () => {
  try {
    state.games = await getJson("/v1/games");
    $("#game").replaceChildren(...state.games.filter((g) => g.capabilities.includes("score-sheet"))
      .map((g) => element("option", { value: g.id, text: g.name })));
    await selectGame($("#game").value);
  } catch (error) {
    showProblem({ title: "The game list could not be loaded", detail: String(error) });
  }
  $("#game").addEventListener("change", (event) => selectGame(event.target.value));
  $("#options").addEventListener("change", () => restructure(() => {}));
  $("#add-player").addEventListener("click", () => restructure((players) => players.push({})));
  $("#players").addEventListener("click", (event) => {
    const { removePlayer, addBoat, removeBoat } = event.target.dataset;
    if (removePlayer !== undefined) restructure((players) => players.splice(Number(removePlayer), 1));
    if (addBoat !== undefined) {
      const seat = Number(addBoat.match(/\d+/)[0]);
      restructure((players) => players[seat].boats.push({ type: boatTypes()[0].type, captain: true, crates: 0 }));
    }
    if (removeBoat !== undefined) {
      const seat = Number(event.target.closest("[data-player]").dataset.player);
      restructure((players) => players[seat].boats.splice(Number(removeBoat), 1));
    }
  });
  $("#score-form").addEventListener("submit", submit);
});
