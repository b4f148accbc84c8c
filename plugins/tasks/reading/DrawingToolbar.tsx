/**
 * The drawing toolbar (spec 02 §2, §4): pen, eraser, the colour board (seven colours), the current
 * tool's sizes, undo, and 去查单词, which leaves drawing mode. Every control is a button a finger can
 * hit (44 px) and a keyboard can reach; the chosen ones say so (aria-pressed).
 */
import { DRAWING_COLOURS, DrawingTool, ERASER_SIZES, PEN_SIZES, type DrawingState } from './drawing';
import { ReadingText } from './strings';

interface DrawingToolbarProps {
  state: DrawingState;
  onChange(state: DrawingState): void;
  canUndo: boolean;
  onUndo(): void;
  onLeave(): void;
}

export function DrawingToolbar({ state, onChange, canUndo, onUndo, onLeave }: DrawingToolbarProps) {
  const erasing = state.tool === DrawingTool.ERASER;
  const sizes = erasing ? ERASER_SIZES : PEN_SIZES;
  const chosenSize = erasing ? state.eraserSize : state.penSize;
  const tool = (next: DrawingTool) => onChange({ ...state, tool: state.tool === next && next === DrawingTool.COLOUR_BOARD ? DrawingTool.PEN : next });
  return (
    <div className="reading-toolbar" role="toolbar" aria-label={ReadingText.toolbar}>
      <div className="reading-toolbar__row">
        <button type="button" className="reading-toolbar__tool" aria-pressed={state.tool === DrawingTool.PEN} onClick={() => tool(DrawingTool.PEN)}>
          <span className="reading-toolbar__dot" style={{ background: state.colour }} aria-hidden="true" />
          {ReadingText.pen}
        </button>
        <button type="button" className="reading-toolbar__tool" aria-pressed={erasing} onClick={() => tool(DrawingTool.ERASER)}>
          {ReadingText.eraser}
        </button>
        <button type="button" className="reading-toolbar__tool" aria-pressed={state.tool === DrawingTool.COLOUR_BOARD} aria-expanded={state.tool === DrawingTool.COLOUR_BOARD} onClick={() => tool(DrawingTool.COLOUR_BOARD)}>
          {ReadingText.colours}
        </button>
        <button type="button" className="reading-toolbar__tool" disabled={!canUndo} onClick={onUndo}>
          {ReadingText.undo}
        </button>
        <button type="button" className="reading-toolbar__tool reading-toolbar__leave" onClick={onLeave}>
          {ReadingText.lookUpWords}
        </button>
      </div>
      {state.tool === DrawingTool.COLOUR_BOARD ? (
        <div className="reading-toolbar__row" role="group" aria-label={ReadingText.colours}>
          {DRAWING_COLOURS.map((colour) => (
            <button
              key={colour.value}
              type="button"
              className="reading-toolbar__colour"
              style={{ background: colour.value }}
              aria-label={colour.name}
              aria-pressed={state.colour === colour.value}
              onClick={() => onChange({ ...state, colour: colour.value, tool: DrawingTool.PEN })}
            />
          ))}
        </div>
      ) : (
        <div className="reading-toolbar__row" role="group" aria-label={ReadingText.sizes}>
          {sizes.map((width) => (
            <button
              key={width}
              type="button"
              className="reading-toolbar__size"
              aria-label={ReadingText.size(width)}
              aria-pressed={chosenSize === width}
              onClick={() => onChange(erasing ? { ...state, eraserSize: width } : { ...state, penSize: width })}
            >
              <span style={{ width: Math.min(width, 28), height: Math.min(width, 28) }} aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
