/**
 * @generated SignedSource<<ff29726787c0b70fddf6ed69bafc18f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SuggestionsPageQuery$variables = Record<PropertyKey, never>;
export type SuggestionsPageQuery$data = {
  readonly suggestionActivity: {
    readonly flood: boolean;
    readonly lastDay: {
      readonly aboveNormal: boolean;
      readonly arrived: number;
      readonly networks: number;
      readonly refused: number;
      readonly taken: number;
    };
    readonly lastHour: {
      readonly aboveNormal: boolean;
      readonly arrived: number;
      readonly networks: number;
      readonly refused: number;
      readonly taken: number;
    };
    readonly usualPerHour: number;
  };
  readonly suggestionQueue: ReadonlyArray<{
    readonly count: number;
    readonly createdAt: string;
    readonly expiresAt: string;
    readonly field: string;
    readonly file: string;
    readonly id: number;
    readonly inGameOn: string | null | undefined;
    readonly key: string;
    readonly label: string;
    readonly moreSources: ReadonlyArray<string>;
    readonly note: string;
    readonly screenshotUrl: string | null | undefined;
    readonly sourceUrl: string | null | undefined;
    readonly value: string;
  }>;
};
export type SuggestionsPageQuery = {
  response: SuggestionsPageQuery$data;
  variables: SuggestionsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "arrived",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "networks",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "taken",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "refused",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aboveNormal",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 200
      }
    ],
    "concreteType": "AdminSuggestion",
    "kind": "LinkedField",
    "name": "suggestionQueue",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "file",
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
        "name": "field",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
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
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
        "storageKey": null
      }
    ],
    "storageKey": "suggestionQueue(first:200)"
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "SuggestionActivity",
    "kind": "LinkedField",
    "name": "suggestionActivity",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "flood",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "usualPerHour",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SuggestionArrivals",
        "kind": "LinkedField",
        "name": "lastHour",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SuggestionArrivals",
        "kind": "LinkedField",
        "name": "lastDay",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestionsPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SuggestionsPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fff56e780252c80b9f7f2d96ff84f2cc",
    "id": null,
    "metadata": {},
    "name": "SuggestionsPageQuery",
    "operationKind": "query",
    "text": "query SuggestionsPageQuery {\n  suggestionQueue(first: 200) {\n    id\n    file\n    key\n    field\n    label\n    value\n    sourceUrl\n    inGameOn\n    screenshotUrl\n    moreSources\n    note\n    count\n    createdAt\n    expiresAt\n  }\n  suggestionActivity {\n    flood\n    usualPerHour\n    lastHour {\n      arrived\n      networks\n      taken\n      refused\n      aboveNormal\n    }\n    lastDay {\n      arrived\n      networks\n      taken\n      refused\n      aboveNormal\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3daad990d2bbf3a81120d1fb72d763d9";

export default node;
