// bpmn-js's own styles (canvas, palette, context pad, the bpmn.io watermark) and its icon font:
// imported only by the lazily loaded diagram modules, so they ship in those chunks.
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
