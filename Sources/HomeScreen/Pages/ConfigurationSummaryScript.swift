/// The part of the home screen's script that makes the Edit Widget form follow the intent's
/// parameter summary: the same rules as `ConfigurationSummary` (ConfigurationSchema), applied
/// each time a value in the form changes. Parameters the chosen branch lists come first, in its
/// order; parameters no branch mentions follow; the others are hidden (their values are kept).
enum ConfigurationSummaryScript {
    static let functions = #"""
          function summaryKey(value) {
            if (value === null || value === undefined) { return null; }
            if (typeof value === "boolean") { return value ? "true" : "false"; }
            if (typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) && !isNaN(Date.parse(value))) {
              return new Date(value).toISOString().replace(/\.\d{3}Z$/, "Z");
            }
            if (typeof value === "number" || typeof value === "string") { return String(value); }
            if (Array.isArray(value)) { return JSON.stringify(value); }
            return value.identifier || value.id || null;
          }
          function summaryHasValue(value) {
            return !(value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0));
          }
          function summaryCompare(value, comparison, operands) {
            var present = summaryHasValue(value), key = summaryKey(value), keys = operands.map(summaryKey);
            if (comparison === "hasAnyValue") { return present; }
            if (comparison === "hasNoValue") { return !present; }
            if (comparison === "equalTo") { return present && keys.length > 0 && keys[0] === key; }
            if (comparison === "notEqualTo") { return !present || keys.length === 0 || keys[0] !== key; }
            if (comparison === "oneOf") { return present && keys.indexOf(key) >= 0; }
            if (comparison === "noneOf") { return !present || keys.indexOf(key) < 0; }
            if (!present || operands.length === 0) { return false; }
            var a = value, b = operands[0];
            if (!(typeof a === "number" && typeof b === "number")) { a = String(summaryKey(a)); b = String(summaryKey(b)); }
            var order = a < b ? -1 : a > b ? 1 : 0;
            if (comparison === "lessThan") { return order < 0; }
            if (comparison === "lessThanOrEqualTo") { return order <= 0; }
            if (comparison === "greaterThan") { return order > 0; }
            return order >= 0;
          }
          function summaryShown(summary, values) {
            if (summary.kind === "summary") {
              return summary.parameters.filter(function (name, index, all) { return all.indexOf(name) === index; });
            }
            var value = values[summary.parameter];
            if (summary.kind === "when") {
              return summaryShown(summaryCompare(value, summary.comparison, summary.values) ? summary.then : summary.otherwise, values);
            }
            var key = summaryKey(value);
            for (var i = 0; i < summary.cases.length; i++) {
              if (key !== null && summary.cases[i].values.map(summaryKey).indexOf(key) >= 0) { return summaryShown(summary.cases[i].summary, values); }
            }
            return summary.defaultCase ? summaryShown(summary.defaultCase, values) : [];
          }
          function summaryMentioned(summary, names) {
            if (summary.kind === "summary") {
              summary.parameters.forEach(function (name) { if (names.indexOf(name) < 0) { names.push(name); } });
            } else if (summary.kind === "when") {
              summaryMentioned(summary.then, names); summaryMentioned(summary.otherwise, names);
            } else {
              summary.cases.forEach(function (item) { summaryMentioned(item.summary, names); });
              if (summary.defaultCase) { summaryMentioned(summary.defaultCase, names); }
            }
            return names;
          }
          function applySummary(container, parameters, summary, values) {
            var names = parameters.map(function (parameter) { return parameter.name; });
            var order = names;
            if (summary) {
              var mentioned = summaryMentioned(summary, []);
              order = summaryShown(summary, values).filter(function (name) { return names.indexOf(name) >= 0; })
                .concat(names.filter(function (name) { return mentioned.indexOf(name) < 0; }));
            }
            var nodes = {};
            names.forEach(function (name) { nodes[name] = container.querySelector('[data-parameter="' + CSS.escape(name) + '"]'); });
            order.forEach(function (name) { if (nodes[name]) { nodes[name].hidden = false; container.appendChild(nodes[name]); } });
            names.forEach(function (name) {
              if (nodes[name] && order.indexOf(name) < 0) { nodes[name].hidden = true; container.appendChild(nodes[name]); }
            });
            container.setAttribute("data-shown", order.join(" "));
          }
    """#
}
