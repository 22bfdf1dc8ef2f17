/**
 * @generated SignedSource<<fe2cb9cf6dcf7aa2fbe16ca9d4fe3431>>
 * @relayHash 2527c4533a0d97479de61d5b52dfe08f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7028a8213aa1d51aef3a72dfc7627e015a12b53a33e0034bb7fe86d67baf3a3

import { ConcreteRequest } from 'relay-runtime';
export type SuggestionField = "CHARACTERS" | "DEBUT" | "HP" | "START" | "%future added value";
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
    readonly precision: string | null | undefined;
    readonly slots: ReadonlyArray<number>;
  } | null | undefined;
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
    "condition": "run",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
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
            "name": "slots",
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
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SuggestPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f7028a8213aa1d51aef3a72dfc7627e015a12b53a33e0034bb7fe86d67baf3a3",
    "metadata": {},
    "name": "SuggestPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8901318355e9074756f38a02c19a1b38";

export default node;
