/**
 * @generated SignedSource<<ab0a0faa0d7d96a6dca071b2dd45b5e1>>
 * @relayHash 48e312d85ebf942c70975710bd61c691
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57b458aabb25c6949735d3df4b9bcf3f3da6251e089b01f8d0760fc6bb64b000

import { ConcreteRequest } from 'relay-runtime';
export type SuggestedPrecision = "DAY" | "INSTANT" | "MONTH" | "%future added value";
export type SuggestionField = "ART" | "BATCH" | "CARDS" | "CHARACTERS" | "DEBUT" | "END" | "FEATURED" | "FLOOR" | "HP" | "NEW_FRIEND" | "NEW_PRAYER" | "PORTRAIT" | "REBIRTH" | "RELEASE" | "START" | "%future added value";
export type SuggestPageQuery$variables = {
  field: SuggestionField;
  key: string;
  run: boolean;
};
export type SuggestPageQuery$data = {
  readonly suggestionTarget?: {
    readonly date: any | null | undefined;
    readonly field: SuggestionField;
    readonly key: string;
    readonly name: string;
    readonly open: boolean;
    readonly path: string | null | undefined;
    readonly precision: string | null | undefined;
    readonly slots: ReadonlyArray<number>;
  } | null | undefined;
  readonly suggestions?: ReadonlyArray<{
    readonly cards: ReadonlyArray<number> | null | undefined;
    readonly characters: ReadonlyArray<string> | null | undefined;
    readonly count: number;
    readonly date: any | null | undefined;
    readonly number: number | null | undefined;
    readonly precision: SuggestedPrecision | null | undefined;
    readonly slot: number | null | undefined;
    readonly suggestionId: number;
  }>;
};
export type SuggestPageQuery = {
  response: SuggestPageQuery$data;
  variables: SuggestPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "field"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "run"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "field",
    "variableName": "field"
  },
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "key"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "precision",
  "storageKey": null
},
v4 = [
  {
    "condition": "run",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SuggestionTarget",
        "kind": "LinkedField",
        "name": "suggestionTarget",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "key",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "open",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slots",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Suggestion",
        "kind": "LinkedField",
        "name": "suggestions",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "suggestionId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "characters",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cards",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slot",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestPageQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SuggestPageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "57b458aabb25c6949735d3df4b9bcf3f3da6251e089b01f8d0760fc6bb64b000",
    "metadata": {},
    "name": "SuggestPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a0de3afd6f0052714b62f46bf8e05e45";

export default node;
