"use strict";
// The rules page: one game's rule sections, components and rulings, read from the API so the
// page never holds a game's data of its own; at /rules (or for an unknown game) the list of
// games from the catalogue.

const $ = (css, root = document) => root.querySelector(css);

function element(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  node.append(...children.filter((child) => child !== null && child !== undefined && child !== ""));
  return node;
}

// What a person means by a piece of text: letters and digits only, in lower case. The service's
// component search reads `q` the same way, so "merchants bank" finds Merchant's Bank in both.
const fold = (text) => String(text).replace(/[^\p{L}\p{N}]/gu, "").toLowerCase();

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

async function getJson(path) {
  const response = await fetch(path, { headers: { accept: "application/json" } });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new Error((body && body.detail) || `${path} answered ${response.status}`);
    error.status = response.status;
    throw error;
  }
  return body;
}

function setStatus(text) {
  const status = $("#page-status");
  status.textContent = text;
  status.hidden = !text;
}

function playerCounts(range) {
  return range.min === range.max ? plural(range.min, "player", "players") : `${range.min}–${range.max} players`;
}

// ---- The list of games (at /rules, and under the "not found" of an unknown game) ----------

function showIndex(games, unknown) {
  const heading = unknown === null ? "Rules, components and rulings" : `No game is called “${unknown}”`;
  $("#page-title").textContent = heading;
  document.title = `${heading} · Quarterdeck`;
  setStatus(unknown === null ? "" : "Choose one of the games below.");
  $("#page-games").replaceChildren(...games.map((game) => element("li", {}, [
    element("a", { class: "game-card", href: `/rules/${encodeURIComponent(game.id)}` }, [
      element("strong", { text: game.name }),
      element("span", { text: `${playerCounts(game.players)} · ${game.publisher}, ${game.year}` }),
    ]),
  ])));
  $("#page-index").hidden = false;
}

// ---- Text with links ---------------------------------------------------------------------

// Rule text cites other sections as "(see an-id)" or "(see one-id and another-id)", and any
// text may name a ruling (NB-02) or quote a value in backticks: each becomes a link or code.
function richText(text, links) {
  const nodes = [];
  const pattern = /`([^`]+)`|\(see ([^)]+)\)|\b([A-Z]{2}-\d{2})\b/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    nodes.push(text.slice(last, match.index));
    const [whole, code, cited, ruling] = match;
    if (code !== undefined) {
      nodes.push(element("code", { text: code }));
    } else if (cited !== undefined) {
      nodes.push("(see ", ...crossReferences(cited, links), ")");
    } else if (links.rulings.has(ruling)) {
      nodes.push(element("a", { href: `#${ruling}`, text: ruling }));
    } else {
      nodes.push(whole);
    }
    last = match.index + whole.length;
  }
  nodes.push(text.slice(last));
  return nodes.filter((node) => node !== "");
}

function crossReferences(cited, links) {
  // Splitting on a capture group keeps the ids at the odd indexes and the words between them.
  return cited.split(/([a-z0-9]+(?:-[a-z0-9]+)*)/).map((part, index) => {
    const section = index % 2 === 1 ? links.sections.get(part) : undefined;
    return section ? element("a", { href: `#${section.id}`, text: section.title }) : part;
  });
}

// ---- One game ----------------------------------------------------------------------------

// Everything the search box filters: the node to hide and the folded text it is found by.
const entries = [];
let groups = [];

function searchable(node, list, ...texts) {
  entries.push({ node, list, text: fold(texts.flat().filter(Boolean).join(" ")) });
  return node;
}

function facts(info) {
  const parts = [playerCounts(info.players), `by ${info.designers.join(", ")}`, `${info.publisher}, ${info.year}`];
  const modules = info.modules.map((module) => module.name);
  if (modules.length) parts.push(`modules: ${modules.join(", ")}`);
  if (info.editions.length > 1) parts.push(`editions: ${info.editions.map((edition) => edition.name).join(", ")}`);
  return parts.join(" · ");
}

function renderRules(rules, links, citedBy) {
  const list = $("#page-rules-list");
  if (rules === null) {
    list.replaceChildren(element("p", { text: "This game has no rule catalogue yet." }));
    return;
  }
  list.replaceChildren(...rules.map((section) => {
    for (const ruling of section.rulings || []) {
      if (!citedBy.has(ruling)) citedBy.set(ruling, []);
      citedBy.get(ruling).push(section);
    }
    const cited = (section.rulings || []).map((id) => element("li", {}, [
      element("a", { href: `#${id}`, text: id }),
      links.rulings.has(id) ? ` ${links.rulings.get(id).title}` : "",
    ]));
    return searchable(element("article", { class: "entry", id: section.id }, [
      element("h3", { text: section.title }),
      element("p", {}, richText(section.text, links)),
      element("p", { class: "meta" }, ["Rule ", element("code", { text: section.id })]),
      cited.length ? element("div", { class: "cites" }, [
        element("p", { class: "meta", text: "Rulings it follows:" }), element("ul", {}, cited),
      ]) : null,
    ]), "rules", section.id, section.title, section.text, section.rulings);
  }));
}

const label = (key) => key.replace(/_/g, " ");

function describe(value) {
  if (value === null) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) {
    if (!value.length) return "none";
    return value.map(describe).join(value.some((item) => item && typeof item === "object") ? "; " : ", ");
  }
  if (typeof value === "object") {
    const parts = Object.entries(value).map(([key, inner]) => `${label(key)} ${describe(inner)}`);
    return parts.length ? parts.join(", ") : "none";
  }
  return String(value);
}

function valueList(values) {
  return element("dl", { class: "printed" }, Object.entries(values).flatMap(([key, value]) => [
    element("dt", { text: label(key) }), element("dd", { text: describe(value) }),
  ]));
}

const PROVENANCE = {
  confirmed: "Confirmed: two or more sources agree",
  "single-source": "Single source: one source only",
  inferred: "Inferred from sourced facts",
  provisional: "Provisional: a practice value, the print is unknown",
};

function componentEntry(component, info, links) {
  const names = (ids, all) => ids.map((id) => (all.find((item) => item.id === id) || { name: id }).name);
  const notes = [];
  if (component.players) notes.push(`Used with ${playerCounts(component.players)}.`);
  if (component.module) notes.push(`Module: ${names([component.module], info.modules)[0]}.`);
  if (component.editions && component.editions.length) notes.push(`Editions: ${names(component.editions, info.editions).join(", ")}.`);
  if (component.aliases && component.aliases.length) notes.push(`Also answers to ${component.aliases.join(", ")}.`);
  const differences = Object.entries(component.edition_differences || {}).map(([edition, values]) => element("div", { class: "difference" }, [
    element("p", { class: "meta", text: `In the ${names([edition], info.editions)[0]} edition:` }), valueList(values),
  ]));
  return element("article", { class: "entry", id: `component-${component.id}` }, [
    element("h4", { text: component.name }),
    element("p", {}, richText(component.summary, links)),
    Object.keys(component.printed).length ? valueList(component.printed) : null,
    ...differences,
    notes.length ? element("p", { class: "meta", text: notes.join(" ") }) : null,
    element("p", { class: "meta" }, [
      element("span", { class: `provenance provenance-${component.provenance}`, text: PROVENANCE[component.provenance] || component.provenance }),
      component.citations.length ? ` Sources: ${component.citations.map((source) => source.name).join("; ")}.` : "",
    ]),
  ]);
}

function renderComponents(components, info, links) {
  const kinds = [...new Set(components.map((component) => component.kind))];
  groups = kinds.map((kind) => {
    const members = components.filter((component) => component.kind === kind);
    const headingId = `page-kind-${kind}`;
    const heading = label(kind).replace(/-/g, " ");
    const node = element("section", { class: "kind", "aria-labelledby": headingId }, [
      element("h3", { id: headingId, text: `${heading[0].toUpperCase()}${heading.slice(1)} (${members.length})` }),
      ...members.map((component) => searchable(componentEntry(component, info, links), "components",
        component.id, component.name, component.aliases, component.summary)),
    ]);
    return node;
  });
  $("#page-components-list").replaceChildren(...groups);
}

function renderRulings(rulings, links, citedBy) {
  $("#page-rulings-list").replaceChildren(...rulings.map((ruling) => {
    const named = ruling.citations.map((source) => `${source.id}: ${source.name}`).join("; ");
    const fields = [["Question", ruling.question], ["Decision", ruling.decision], ["Reason", ruling.reason], ["Sources", ruling.sources], ["Source names", named]];
    const citing = (citedBy.get(ruling.id) || []).map((section) => element("li", {}, [element("a", { href: `#${section.id}`, text: section.title })]));
    return searchable(element("article", { class: "entry ruling", id: ruling.id }, [
      element("h3", {}, [element("span", { class: "ruling-id", text: ruling.id }), ` ${ruling.title}`]),
      element("dl", { class: "ruling-fields" }, fields.flatMap(([name, text]) => [
        element("dt", { text: name }), element("dd", {}, richText(text, links)),
      ])),
      citing.length ? element("div", { class: "cites" }, [element("p", { class: "meta", text: "Rules that follow it:" }), element("ul", {}, citing)]) : null,
    ]), "rulings", ruling.id, ruling.title, ruling.question, ruling.decision, ruling.reason, ruling.sources);
  }));
}

function filter(query) {
  const needle = fold(query);
  // A search is most often for a card or building by name: its entry comes before the rules
  // that mention it. Without a search the page reads in the rulebook's order again.
  if (needle === "") $("#page-components").before($("#page-rules"));
  else $("#page-rules").before($("#page-components"));
  const shown = { rules: 0, components: 0, rulings: 0 };
  for (const entry of entries) {
    entry.node.hidden = needle !== "" && !entry.text.includes(needle);
    if (!entry.node.hidden) shown[entry.list] += 1;
  }
  for (const group of groups) group.hidden = !group.querySelector("article:not([hidden])");
  for (const list of Object.keys(shown)) $(`#page-${list} .empty`).hidden = shown[list] > 0;
  $("#page-search-count").textContent = needle === "" ? "" : `${plural(shown.components, "component", "components")}, `
    + `${plural(shown.rules, "rule", "rules")} and ${plural(shown.rulings, "ruling", "rulings")} match.`;
}

const named = (hash) => (hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null);

// A search that hides what a link or the address names is cleared, so the link lands.
function unhide(target) {
  if (!target.closest("[hidden]")) return;
  $("#page-search").value = "";
  filter("");
}

// Brings the element the address names into view and marks it.
function reveal(hash) {
  const target = named(hash);
  if (!target) return;
  unhide(target);
  for (const old of document.querySelectorAll(".is-target")) old.classList.remove("is-target");
  target.classList.add("is-target");
  target.setAttribute("tabindex", "-1");
  target.scrollIntoView({ block: "start" });
  target.focus({ preventScroll: true });
}

async function showGame(id) {
  let info;
  try {
    info = await getJson(`/v1/games/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error.status !== 404) throw error;
    showIndex(await getJson("/v1/games"), id);
    return;
  }
  const base = `/v1/games/${encodeURIComponent(info.id)}`;
  const [rules, components, rulings] = await Promise.all([
    info.capabilities.includes("rules") ? getJson(`${base}/rules`) : null,
    info.capabilities.includes("components") ? getJson(`${base}/components`) : [],
    getJson(`${base}/rulings`),
  ]);
  const links = {
    sections: new Map((rules || []).map((section) => [section.id, section])),
    rulings: new Map(rulings.map((ruling) => [ruling.id, ruling])),
  };
  const citedBy = new Map();
  $("#page-title").textContent = `${info.name}: rules, components and rulings`;
  document.title = `${info.name} rules · Quarterdeck`;
  $("#page-facts").textContent = facts(info);
  renderRules(rules, links, citedBy);
  renderComponents(components, info, links);
  renderRulings(rulings, links, citedBy);
  const counts = { rules: (rules || []).length, components: components.length, rulings: rulings.length };
  for (const [list, count] of Object.entries(counts)) $(`a[href="#page-${list}"]`).textContent += ` (${count})`;
  setStatus("");
  $("#page-game").hidden = false;

  const search = $("#page-search");
  search.addEventListener("input", () => filter(search.value));
  $("#page-search-form").addEventListener("submit", (event) => event.preventDefault());
  // Runs before the browser follows the link, so the target is shown when it scrolls there.
  document.addEventListener("click", (event) => {
    const link = event.target.closest('a[href^="#"]');
    const target = link && named(link.hash);
    if (target) unhide(target);
  });
  window.addEventListener("hashchange", () => reveal(location.hash));
  // The address's #anchor named nothing while the page was empty; now it does.
  reveal(location.hash);
  document.body.dataset.ready = info.id;
}

async function main() {
  const [, page, id] = location.pathname.split("/");
  try {
    if (page === "rules" && id) await showGame(decodeURIComponent(id));
    else showIndex(await getJson("/v1/games"), null);
  } catch (error) {
    setStatus(`The rules could not be loaded: ${error.message}`);
  }
  document.body.dataset.loaded = "true";
}

main();
