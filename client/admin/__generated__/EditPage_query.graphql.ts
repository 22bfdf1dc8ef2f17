/**
 * @generated SignedSource<<e96f079c48356bae33c89131656a983e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditPage_query$data = {
  readonly records?: ReadonlyArray<{
    readonly key: string;
    readonly label: string;
  }>;
  readonly " $fragmentType": "EditPage_query";
};
export type EditPage_query$key = {
  readonly " $data"?: EditPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditPage_query">;
};

import EditPageRecordsQuery_graphql from './EditPageRecordsQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "file"
    },
    {
      "kind": "RootArgument",
      "name": "hasFile"
    },
    {
      "defaultValue": "",
      "kind": "LocalArgument",
      "name": "search"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": EditPageRecordsQuery_graphql
    }
  },
  "name": "EditPage_query",
  "selections": [
    {
      "condition": "hasFile",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "file",
              "variableName": "file"
            },
            {
              "kind": "Literal",
              "name": "first",
              "value": 200
            },
            {
              "kind": "Variable",
              "name": "search",
              "variableName": "search"
            }
          ],
          "concreteType": "DataRecord",
          "kind": "LinkedField",
          "name": "records",
          "plural": true,
          "selections": [
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
              "name": "label",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a08175eac34830cbc3c852e1599accf2";

export default node;
