//! Markdown tables (GFM) as aligned columns with `│` between cells and a rule under the header.
//! A table wider than the screen becomes one wrapped `header: value · …` entry per row, since
//! cutting cells would hide data.

use crate::tui::line::Line;
use crate::tui::style::{Role, Style};

/// Renders rows of cells; the first `header_rows` rows are the header.
pub fn render_table(
    rows: &[Vec<Line>],
    header_rows: usize,
    width: usize,
    indent: &str,
) -> Vec<Line> {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    if cols == 0 {
        return Vec::new();
    }
    let mut widths = vec![0usize; cols];
    for row in rows {
        for (i, cell) in row.iter().enumerate() {
            widths[i] = widths[i].max(cell.width());
        }
    }
    let total = widths.iter().sum::<usize>() + 3 * (cols - 1) + indent.chars().count();
    let border = Style::role(Role::Border);
    let mut out = Vec::new();
    if total <= width {
        for (r, row) in rows.iter().enumerate() {
            let mut line = Line::raw(indent);
            for (i, w) in widths.iter().enumerate() {
                if i > 0 {
                    line.push(" │ ", border);
                }
                let cell = row.get(i).cloned().unwrap_or_default();
                let pad = w - cell.width();
                let mut cell = cell;
                if r < header_rows {
                    for s in &mut cell.spans {
                        s.style = s.style.bold();
                    }
                }
                line.append(cell);
                if i + 1 < cols {
                    line.push(" ".repeat(pad), Style::PLAIN);
                }
            }
            out.push(line.trim_end());
            if r + 1 == header_rows {
                let rule: Vec<String> = widths.iter().map(|w| "─".repeat(*w)).collect();
                out.push(Line::raw(indent).with(rule.join("─┼─"), border));
            }
        }
        return out;
    }
    // Too wide: one entry per body row, `header: value` pairs.
    let header = rows.first().filter(|_| header_rows > 0);
    let prefix = Line::raw(indent).with("• ", Style::role(Role::Muted));
    let rest = Line::raw(format!("{indent}  "));
    for row in rows.iter().skip(header_rows) {
        let mut entry = Line::new();
        for (i, cell) in row.iter().enumerate() {
            if i > 0 {
                entry.push(" · ", border);
            }
            if let Some(h) = header.and_then(|h| h.get(i)) {
                entry.push(format!("{}: ", h.plain()), Style::role(Role::Muted));
            }
            entry.append(cell.clone());
        }
        out.extend(entry.wrap_with_prefix(width, &prefix, &rest));
    }
    out
}
