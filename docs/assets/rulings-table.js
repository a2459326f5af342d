// The filters of the all-rulings table (meccg_rules/site/rulings_table.py): section, term and status menus
// made from the rows' data- attributes. Runs on every page load, and again after Material's instant navigation.
(function () {
  "use strict";

  function options(rows, attribute, split) {
    var seen = {};
    rows.forEach(function (row) {
      (row.getAttribute(attribute) || "").split(split).forEach(function (value) {
        if (value) { seen[value] = true; }
      });
    });
    return Object.keys(seen).sort(function (a, b) { return a.localeCompare(b); });
  }

  function menu(label, name, values, words) {
    var wrapper = document.createElement("label");
    wrapper.className = "rulings-filter";
    wrapper.appendChild(document.createTextNode(label + " "));
    var select = document.createElement("select");
    select.name = name;
    var all = document.createElement("option");
    all.value = "";
    all.textContent = "all";
    select.appendChild(all);
    values.forEach(function (value) {
      var option = document.createElement("option");
      option.value = value;
      option.textContent = (words && words[value]) || value;
      select.appendChild(option);
    });
    wrapper.appendChild(select);
    return wrapper;
  }

  function setUp(box) {
    if (box.querySelector(".rulings-filters")) { return; }
    var rows = Array.prototype.slice.call(box.querySelectorAll("tbody tr"));
    var words = {};
    (box.getAttribute("data-status-words") || "").split("|").forEach(function (pair) {
      var parts = pair.split("=");
      if (parts.length === 2) { words[parts[0]] = parts[1]; }
    });
    var filters = document.createElement("form");
    filters.className = "rulings-filters";
    filters.appendChild(menu("Section", "section", options(rows, "data-section", "|"), null));
    filters.appendChild(menu("Term", "term", options(rows, "data-terms", "|"), null));
    filters.appendChild(menu("Status", "status", options(rows, "data-status", " "), words));
    var shown = document.createElement("output");
    shown.className = "rulings-shown";
    filters.appendChild(shown);
    box.insertBefore(filters, box.firstChild);

    function apply() {
      var section = filters.elements.section.value;
      var term = filters.elements.term.value;
      var status = filters.elements.status.value;
      var count = 0;
      rows.forEach(function (row) {
        var keep = (!section || row.getAttribute("data-section") === section) &&
          (!term || row.getAttribute("data-terms").split("|").indexOf(term) >= 0) &&
          (!status || row.getAttribute("data-status").split(" ").indexOf(status) >= 0);
        row.hidden = !keep;
        if (keep) { count += 1; }
      });
      shown.textContent = count + " of " + rows.length + " shown";
    }
    filters.addEventListener("change", apply);
    filters.addEventListener("submit", function (event) { event.preventDefault(); });
    apply();
  }

  function start() {
    document.querySelectorAll("[data-rulings-filter]").forEach(setUp);
  }

  if (typeof window.document$ !== "undefined" && window.document$.subscribe) {
    window.document$.subscribe(start);  // Material: every page, including instant navigation
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
