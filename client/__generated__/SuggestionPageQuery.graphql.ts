/**
 * @generated SignedSource<<2c68e8b7ee7d7568bdba4f7da306d0e3>>
 * @relayHash 04026cd2c5376ea79b3f1daa8d1ddb8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b73ab35f0496da31ab3a8cb001a7bc84e58e47363b5737b95bed7b3f0cffbab9

import { ConcreteRequest } from 'relay-runtime';
export type SuggestedPrecision = "DAY" | "INSTANT" | "MONTH" | "%future added value";
export type SuggestionField = "CHARACTERS" | "DEBUT" | "HP" | "START" | "%future added value";
export type SuggestionStatus = "ACCEPTED" | "OPEN" | "REJECTED" | "%future added value";
export type SuggestionPageQuery$variables = {
  id: number;
  run: boolean;
};
export type SuggestionPageQuery$data = {
  readonly suggestion?: {
    readonly characters: ReadonlyArray<string> | null | undefined;
    readonly count: number;
    readonly createdAt: any;
    readonly date: any | null | undefined;
    readonly decidedAt: any | null | undefined;
    readonly field: SuggestionField;
    readonly inGameOn: string | null | undefined;
    readonly key: string;
    readonly moreSources: ReadonlyArray<string>;
    readonly note: string;
    readonly number: number | null | undefined;
    readonly precision: SuggestedPrecision | null | undefined;
    readonly reason: string | null | undefined;
    readonly screenshotUrl: string | null | undefined;
    readonly slot: number | null | undefined;
    readonly sourceUrl: string | null | undefined;
    readonly status: SuggestionStatus;
    readonly suggestionId: number;
  } | null | undefined;
};
export type SuggestionPageQuery = {
  response: SuggestionPageQuery$data;
  variables: SuggestionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "run"
  }
],
v1 = [
  {
    "condition": "run",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          }
        ],
        "concreteType": "Suggestion",
        "kind": "LinkedField",
        "name": "suggestion",
        "plural": false,
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
            "name": "date",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "precision",
            "storageKey": null
          },
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
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slot",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sourceUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inGameOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "screenshotUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "moreSources",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "note",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "decidedAt",
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
    "name": "SuggestionPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SuggestionPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b73ab35f0496da31ab3a8cb001a7bc84e58e47363b5737b95bed7b3f0cffbab9",
    "metadata": {},
    "name": "SuggestionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5f0c1eaefc002af2ed3d52847c67c9b4";

export default node;
