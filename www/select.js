// Click or tap play: a click picks a card and the cards on it, a click on
// another pile drops them there; two clicks on one card in quick succession
// send it home, or to the best legal place.

const DOUBLE_MS = 400;

export function createSelect(state, ctl) {
  let lastPick = { time: 0, from: null, index: -1 };

  /** A click on card `index` of pile `from` (-1: on the pile), made at `now` (an event's timeStamp). */
  return function click(from, index, now = performance.now()) {
    const double = lastPick.from === from && lastPick.index === index && index >= 0 && now - lastPick.time < DOUBLE_MS;
    const sel = state.selected;
    if (double) {
      lastPick = { time: 0, from: null, index: -1 };
      ctl.deselect();
      ctl.sendBest(from, index);
      return;
    }
    if (sel && sel.from !== from) {
      ctl.dropSelected(from);
      return;
    }
    if (sel && sel.index === index) {
      ctl.deselect();
      return;
    }
    if (index < 0) return;
    if (ctl.pick(from, index)) lastPick = { time: now, from, index };
  };
}
