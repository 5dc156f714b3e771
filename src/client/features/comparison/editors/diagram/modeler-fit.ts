export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The viewbox that fits a diagram (`inner`, in diagram units) into the modeler's frame beside its
 * palette, which floats over the frame's left edge: diagram-js's own fit would draw the pool's
 * lane names under it. Like diagram-js, a diagram is never enlarged beyond 100%.
 */
export function viewboxBeside(
  inner: Box,
  frame: { width: number; height: number },
  left: number,
  margin = 24,
): Box {
  const room = { width: frame.width - left - 2 * margin, height: frame.height - 2 * margin };
  const scale = Math.min(1, room.width / inner.width, room.height / inner.height);
  const width = frame.width / scale;
  const height = frame.height / scale;
  const leftUnits = left / scale;
  return {
    x: inner.x - leftUnits - (width - leftUnits - inner.width) / 2,
    y: inner.y - (height - inner.height) / 2,
    width,
    height,
  };
}
