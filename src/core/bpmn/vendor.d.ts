// bpmn-moddle (10.x) ships element types under 'bpmn-moddle/types' only, and bpmn-js-differ ships
// none: these declarations cover the part of their APIs this folder calls.
declare module 'bpmn-moddle' {
  export interface ModdleImportWarning {
    message: string;
    element?: unknown;
    property?: unknown;
    error?: Error;
  }
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(
      xml: string,
      typeName?: string,
    ): Promise<{ rootElement: unknown; warnings: ModdleImportWarning[]; references: unknown[] }>;
    toXML(element: unknown, options?: { format?: boolean; preamble?: boolean }): Promise<{ xml: string }>;
  }
}

declare module 'bpmn-js-differ' {
  export interface ChangeHandler {
    _added: Record<string, unknown>;
    _removed: Record<string, unknown>;
    _changed: Record<
      string,
      { model: unknown; attrs: Record<string, { oldValue: unknown; newValue: unknown }> }
    >;
    _layoutChanged: Record<string, unknown>;
  }
  export function diff(oldDefinitions: unknown, newDefinitions: unknown): ChangeHandler;
}
