export declare const WEBHOOK_ENDPOINT_SCHEMA: import("@freight/runtime").ApiSchemaObject;
export declare const CREATED_WEBHOOK_ENDPOINT_SCHEMA: {
    allOf: import("@freight/runtime").ApiSchemaObject[];
};
export declare const CREATE_WEBHOOK_ENDPOINT_BODY: import("@freight/runtime").ApiSchemaObject;
export declare const WEBHOOK_DELIVERY_SCHEMA: import("@freight/runtime").ApiSchemaObject;
