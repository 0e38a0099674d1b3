// Placeholder until the playable page lands: shows a deal read from wasm.
import init, { GameBoard, CellT } from './pkg/freecell.js';

await init();
const params = new URLSearchParams(location.search);
const deal = Number(params.get('deal') ?? 1);
const board = GameBoard.fromDeal(deal);
const rows = [];
for (let i = 0; i < 8; i += 1) {
  rows.push(board.getCell(CellT.Tableau, i).map((c) => c.code).join(' '));
}
document.getElementById('deal').textContent = `Deal ${deal}\n${rows.join('\n')}`;
